import type HlsType from 'hls.js';

/** Renditions only the full hls.js build plays: alternate audio, subtitles, captions. */
const NEEDS_FULL_BUILD = /#EXT-X-MEDIA:[^\n]*TYPE=(AUDIO|SUBTITLES|CLOSED-CAPTIONS)/;

export function needsFullHlsBuild(manifest: string): boolean {
	return NEEDS_FULL_BUILD.test(manifest);
}

/**
 * Loads hls.js for `src`: the light build (about 66 KB gzip less) unless the multivariant playlist
 * has alternate audio or subtitles, whose menus need the full one. A playlist that cannot be read
 * gets the full build, which then reports the failure as usual.
 */
export async function loadHls(src: string): Promise<typeof HlsType> {
	let full = true;
	try {
		const response = await fetch(src, { credentials: 'same-origin' });
		if (response.ok) full = needsFullHlsBuild(await response.text());
	} catch {
		full = true;
	}
	const module = full ? await import('hls.js') : await import('hls.js/light');
	return module.default;
}
