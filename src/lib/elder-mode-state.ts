/**
 * Where 长辈模式 is kept and how a page shows it (src/lib/elder-mode.ts has the rest): the one part
 * every page runs before its load event, so it stays this small.
 */
export const ELDER_MODE_KEY = 'kpy-elder';
export const ELDER_MODE_ATTRIBUTE = 'data-elder';
/** Fired on `document` when the mode is switched, so moving parts can stop or start. */
export const ELDER_MODE_EVENT = 'kpy:elder-mode';
/** The mobile layout sizes everything in rem; the mode enlarges the root by this much. */
export const ELDER_MOBILE_SCALE = 1.3;

/** The mobile root size: the viewport's, enlarged in elder mode. */
export function elderScale(elder: boolean): number {
	return elder ? ELDER_MOBILE_SCALE : 1;
}

export function isElderMode(root: Element = document.documentElement): boolean {
	return root.hasAttribute(ELDER_MODE_ATTRIBUTE);
}

/** Sets every 长辈模式 switch's `aria-pressed` to the mode in force. */
export function showElderSwitchState() {
	const pressed = String(isElderMode());
	for (const button of document.querySelectorAll('elder-switch button')) {
		button.setAttribute('aria-pressed', pressed);
	}
}
