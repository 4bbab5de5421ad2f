/**
 * A visitor's 立即报名 leads to the login page; back on the activity, logged in, the registration form
 * opens without a second tap. Kept for this tab, for one activity, for half an hour, and used once.
 */
const KEY = 'kpy-join-after-login';
const KEPT_MS = 30 * 60_000;

export function rememberJoinAfterLogin(activityId: number, now = Date.now()): void {
	try {
		window.sessionStorage.setItem(KEY, JSON.stringify({ activityId, at: now }));
	} catch {
		// Storage refused (private mode, full): the person taps 立即报名 again after logging in.
	}
}

/** Whether the visitor asked to join `activityId` before logging in; forgets the wish either way. */
export function takeJoinAfterLogin(activityId: number, now = Date.now()): boolean {
	try {
		const stored = window.sessionStorage.getItem(KEY);
		if (stored === null) return false;
		window.sessionStorage.removeItem(KEY);
		const wish = JSON.parse(stored) as { activityId?: unknown; at?: unknown };
		return wish.activityId === activityId && typeof wish.at === 'number' && now - wish.at < KEPT_MS;
	} catch {
		return false;
	}
}
