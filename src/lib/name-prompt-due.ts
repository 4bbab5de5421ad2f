/**
 * The name prompt is due once after a login on the login page, in this tab, until the person saves a
 * name or says 以后再说; the next login asks again while the name is the sign-up default, and the user
 * centre asks meanwhile.
 */
const KEY = 'kpy-name-prompt-due';

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

export function clearNamePromptDue(): void {
	try {
		window.sessionStorage.removeItem(KEY);
	} catch {
		// Nothing stored, nothing to clear.
	}
}
