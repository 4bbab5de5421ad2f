import { SESSION_LIFETIME_MS } from './sessions';

/** The HttpOnly cookie that holds the session token of a browser that logged in. */
export const SESSION_COOKIE = 'kpy_session';

/** HttpOnly, SameSite=Lax, Path=/; Secure when served over https. */
export function createSessionCookie(token: string, secure: boolean): string {
	return [
		`${SESSION_COOKIE}=${token}`,
		'Path=/',
		'HttpOnly',
		'SameSite=Lax',
		`Max-Age=${SESSION_LIFETIME_MS / 1000}`,
		...(secure ? ['Secure'] : []),
	].join('; ');
}

export function clearSessionCookie(secure: boolean): string {
	return [
		`${SESSION_COOKIE}=`,
		'Path=/',
		'HttpOnly',
		'SameSite=Lax',
		'Max-Age=0',
		...(secure ? ['Secure'] : []),
	].join('; ');
}

/**
 * The value of one cookie, or `undefined` when it is absent or not valid percent-encoding (`%zz`):
 * a value nobody could have set is no value, not a server error.
 */
export function readCookie(header: string | null, name: string): string | undefined {
	if (!header) return undefined;
	for (const part of header.split(';')) {
		const [key, ...rest] = part.trim().split('=');
		if (key !== name) continue;
		try {
			return decodeURIComponent(rest.join('='));
		} catch {
			return undefined;
		}
	}
	return undefined;
}
