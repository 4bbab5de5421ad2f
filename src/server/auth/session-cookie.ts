import { SIGNED_IN_COOKIE } from '../../lib/signed-in-marker';
import { SESSION_LIFETIME_MS } from './sessions';

/** The HttpOnly cookie that holds the session token of a browser that logged in. */
export const SESSION_COOKIE = 'kpy_session';

function cookie(nameAndValue: string, maxAgeSeconds: number, secure: boolean, httpOnly: boolean) {
	return [
		nameAndValue,
		'Path=/',
		...(httpOnly ? ['HttpOnly'] : []),
		'SameSite=Lax',
		`Max-Age=${maxAgeSeconds}`,
		...(secure ? ['Secure'] : []),
	].join('; ');
}

/**
 * The session cookie (HttpOnly, SameSite=Lax, Path=/; Secure over https) and the signed-in marker
 * the page's script reads (src/lib/signed-in-marker.ts), with the same lifetime.
 */
export function createSessionCookies(token: string, secure: boolean): string[] {
	const seconds = SESSION_LIFETIME_MS / 1000;
	return [
		cookie(`${SESSION_COOKIE}=${token}`, seconds, secure, true),
		cookie(`${SIGNED_IN_COOKIE}=1`, seconds, secure, false),
	];
}

export function clearSessionCookies(secure: boolean): string[] {
	return [
		cookie(`${SESSION_COOKIE}=`, 0, secure, true),
		cookie(`${SIGNED_IN_COOKIE}=`, 0, secure, false),
	];
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
