/**
 * The name prompt is due once after a login on the login page, in this tab, until the person saves a
 * name or says 以后再说; the next login asks again while the name is the sign-up default, and the user
 * centre asks meanwhile.
 */
const KEY = 'kpy-name-prompt-due';
const SETTLED_EVENT = 'kpy-name-prompt-settled';

export function markNamePromptDue(): void {
	try {
		window.sessionStorage.setItem(KEY, '1');
	} catch {
		// Storage refused (private mode, full): the user centre still asks.
	}
}

export function isNamePromptDue(): boolean {
	try {
		return window.sessionStorage.getItem(KEY) === '1';
	} catch {
		return false;
	}
}

/** Ends the prompt's turn: answered, or not needed by a person who has a name. */
export function clearNamePromptDue(): void {
	try {
		window.sessionStorage.removeItem(KEY);
	} catch {
		// Nothing stored, nothing to clear.
	}
	window.dispatchEvent(new Event(SETTLED_EVENT));
}

/** Runs `then` once no name prompt is due in this tab, so that a dialog of its own opens after it. */
export function afterNamePrompt(then: () => void): void {
	if (!isNamePromptDue()) {
		then();
		return;
	}
	window.addEventListener(SETTLED_EVENT, then, { once: true });
}
