import type HlsType from 'hls.js';

/** Renditions only the full hls.js build plays: alternate audio, subtitles, captions. */
const NEEDS_FULL_BUILD = /#EXT-X-MEDIA:[^\n]*TYPE=(AUDIO|SUBTITLES|CLOSED-CAPTIONS)/;

export function needsFullHlsBuild(manifest: string): boolean {
	return NEEDS_FULL_BUILD.test(manifest);
}

/**
 * Loads hls.js for `src`: the light build (about 66 KB gzip less) unless the multivariant playlist
 * has alternate audio or subtitles, whose menus need the full one. Rejects at once when the
 * playlist cannot be read (an HTTP error or no network): hls.js would only fail on it again.
 */
export async function loadHls(src: string): Promise<typeof HlsType> {
	const response = await fetch(src, { credentials: 'same-origin' });
	if (!response.ok) throw new Error(`HTTP ${response.status}`);
	const full = needsFullHlsBuild(await response.text());
	const module = full ? await import('hls.js') : await import('hls.js/light');
	return module.default;
}
