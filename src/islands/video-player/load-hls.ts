import type HlsType from 'hls.js';
import { findSidecarSubtitles, type SidecarTrack } from './sidecar-subtitles';

/** Renditions only the full hls.js build plays: alternate audio, subtitles, captions. */
const NEEDS_FULL_BUILD = /#EXT-X-MEDIA:[^\n]*TYPE=(AUDIO|SUBTITLES|CLOSED-CAPTIONS)/;

export function needsFullHlsBuild(manifest: string): boolean {
	return NEEDS_FULL_BUILD.test(manifest);
}

export interface LoadedHls {
	Hls: typeof HlsType;
	/** Subtitles for the element to show itself (the light build has none). */
	sidecars: SidecarTrack[];
}

async function fetchText(url: string): Promise<string | null> {
	const response = await fetch(url, { credentials: 'same-origin' });
	return response.ok ? response.text() : null;
}

/**
 * Loads hls.js for `src`: the light build (about 66 KB gzip less) unless the multivariant playlist
 * has alternate audio or subtitles, whose menus need the full one; subtitles that are one WebVTT
 * file each go to the element as tracks instead. Rejects at once when the playlist cannot be read
 * (an HTTP error or no network): hls.js would only fail on it again.
 */
export async function loadHls(src: string): Promise<LoadedHls> {
	const response = await fetch(src, { credentials: 'same-origin' });
	if (!response.ok) throw new Error(`HTTP ${response.status}`);
	const manifest = await response.text();
	const sidecars = await findSidecarSubtitles(
		manifest,
		new URL(src, document.baseURI).href,
		(url) => fetchText(url).catch(() => null),
	);
	const full = needsFullHlsBuild(manifest) && sidecars === null;
	const module = full ? await import('hls.js') : await import('hls.js/light');
	return { Hls: module.default, sidecars: sidecars ?? [] };
}
