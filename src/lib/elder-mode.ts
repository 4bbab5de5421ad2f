/**
 * 长辈模式 (docs/routes.md, "Elder mode"): larger text, stronger contrast, bigger targets, nothing
 * that moves by itself, and read-aloud. The choice lives in localStorage and shows as
 * `<html data-elder>`, set by an inline script before the first paint so pages stay cacheable.
 */
import {
	ELDER_MODE_ATTRIBUTE,
	ELDER_MODE_EVENT,
	ELDER_MODE_KEY,
	isElderMode,
} from './elder-mode-state';

/** The inline script that restores the mode before the first paint; storage may be blocked. */
export const RESTORE_ELDER_MODE = `try{localStorage.getItem('${ELDER_MODE_KEY}')==='1'&&document.documentElement.setAttribute('${ELDER_MODE_ATTRIBUTE}','')}catch(e){}`;

/** Switches the mode, remembers it, and tells the page's moving parts. */
export function setElderMode(on: boolean) {
	document.documentElement.toggleAttribute(ELDER_MODE_ATTRIBUTE, on);
	try {
		if (on) localStorage.setItem(ELDER_MODE_KEY, '1');
		else localStorage.removeItem(ELDER_MODE_KEY);
	} catch {
		// Storage blocked: the mode holds for this page only.
	}
	document.dispatchEvent(new CustomEvent(ELDER_MODE_EVENT, { detail: { on } }));
}

/** Calls `listener` now and on every switch with whether moving content may move. */
export function watchStillness(listener: (still: boolean) => void): () => void {
	const reduced = matchMedia('(prefers-reduced-motion: reduce)');
	const notify = () => listener(reduced.matches || isElderMode());
	document.addEventListener(ELDER_MODE_EVENT, notify);
	reduced.addEventListener('change', notify);
	notify();
	return () => {
		document.removeEventListener(ELDER_MODE_EVENT, notify);
		reduced.removeEventListener('change', notify);
	};
}
