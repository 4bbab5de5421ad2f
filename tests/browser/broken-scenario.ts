/** URL prefix that mirrors public/media with parts broken on purpose (see broken-media-plugin). */
export const BROKEN_PREFIX = '/broken-media/';

/** What a scenario breaks: the multivariant playlist, the media playlists, or segment 1. */
export type BrokenTarget = 'master' | 'variant' | 'segment';
/** How it breaks: an HTTP status, or `reset` (the connection drops, as on a lost network). */
export type BrokenHow = '404' | '503' | 'reset';

/**
 * The fixture's master playlist with `target` broken as `how` until healed. `tag` keeps the
 * scenarios of tests that run side by side apart. Target `ok` breaks nothing.
 */
export function brokenScenario(target: BrokenTarget | 'ok', how: BrokenHow | '', tag: string) {
	const name = [target, how, tag].filter(Boolean).join('-');
	return {
		name,
		src: `${BROKEN_PREFIX}s/${name}/videos/fixture/master.m3u8`,
		heal: () => fetch(`${BROKEN_PREFIX}__heal/${name}`, { method: 'POST' }),
	};
}
