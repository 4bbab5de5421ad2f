import { findRoute, LOGIN_PATH } from './routes';

/** Stands in for the portal's origin where the caller has none; only staying on it matters. */
const ANY_ORIGIN = 'http://portal.invalid';

/**
 * The page a redirect target names, as a same-origin path with its query, or `null`.
 *
 * The target is read the way a browser reads it (WHATWG URL parsing against our origin, which drops
 * tabs and newlines and takes `\` for `/`), so `/\t/evil.example` is seen as the `//evil.example` it
 * becomes. Only our page routes are accepted: never another origin, an API or file path, or /login.
 */
export function toPageTarget(
	target: string | null | undefined,
	origin = ANY_ORIGIN,
): string | null {
	if (!target?.startsWith('/')) return null;
	let url: URL;
	try {
		url = new URL(target, origin);
	} catch {
		return null;
	}
	if (url.origin !== new URL(origin).origin) return null;
	const route = findRoute(url.pathname);
	if (!route || route.path === LOGIN_PATH) return null;
	return `${url.pathname}${url.search}${url.hash}`;
}

/** Where to go after login: the `redirect` target when it is one of our pages, else `fallback`. */
export function safeRedirect(
	target: string | null | undefined,
	fallback: string,
	origin = ANY_ORIGIN,
): string {
	return toPageTarget(target, origin) ?? fallback;
}
