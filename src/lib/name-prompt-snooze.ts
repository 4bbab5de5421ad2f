/**
 * 以后再说 on the first-login name prompt holds it back on this browser for a few days; the user
 * centre keeps asking meanwhile.
 */
const NAME_PROMPT_SNOOZE_MS = 3 * 24 * 3_600_000;

const keyOf = (uid: string) => `kpy-name-prompt-snoozed:${uid}`;

export function snoozeNamePrompt(uid: string, now: number): void {
	try {
		window.localStorage.setItem(keyOf(uid), String(now));
	} catch {
		// Storage refused (private mode, full): the prompt comes back on the next page.
	}
}

export function isNamePromptSnoozed(uid: string, now: number): boolean {
	let stored: string | null = null;
	try {
		stored = window.localStorage.getItem(keyOf(uid));
	} catch {
		return false;
	}
	const at = Number(stored);
	return stored !== null && Number.isFinite(at) && now - at < NAME_PROMPT_SNOOZE_MS && at <= now;
}
