/**
 * The host work app announces itself with `ccwork` in its user agent
 * (e.g. `… Mobile Safari/537.36 ccwork/3.2.0`). A file of its own: every page's startup asks it,
 * before the load event, and the native bridge of host-app.ts loads only with a session's code.
 */
const HOST_APP_USER_AGENT = /\bccwork\b/i;

export function isHostApp(userAgent: string | null | undefined): boolean {
	return HOST_APP_USER_AGENT.test(userAgent ?? '');
}
