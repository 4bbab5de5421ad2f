/**
 * A cookie that says, to the page's own script, that this browser holds a session: the session
 * cookie itself is HttpOnly. It goes and comes with the session cookie. A browser that has lost
 * its stored session (Safari clears a site's storage after 7 days without a visit; a cleared site
 * cache) still carries both, and the page asks the server who is signed in.
 */
export const SIGNED_IN_COOKIE = 'kpy_signed_in';

export function hasSignedInMarker(cookieHeader: string): boolean {
	return cookieHeader.split(';').some((part) => part.trim() === `${SIGNED_IN_COOKIE}=1`);
}

/** Drops a marker whose session the server no longer knows, so that pages stop asking. */
export function forgetSignedInMarker(): void {
	// biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from older Safari, which our phones run.
	document.cookie = `${SIGNED_IN_COOKIE}=; path=/; max-age=0; samesite=lax`;
}
