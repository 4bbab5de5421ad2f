/** Fetch Metadata values of requests that this site's own pages made, or that a person typed. */
const OWN_SITES = new Set(['same-origin', 'none']);

/**
 * A browser request another site made: its `Sec-Fetch-Site` says so, or, from a browser too old to
 * send that, its `Origin` is not ours. Form posts and GET links are simple requests that need no
 * preflight, and `kpy_session` (SameSite=Lax) rides along on a top-level GET; so every /api call from
 * another site is refused, whatever its method or content type. Clients that are not browsers send
 * neither header and are let through. Behind a proxy that ends TLS the request's own URL is http://,
 * so the configured public origin counts as ours too.
 */
export function isCrossSiteRequest(request: Request, publicOrigin: string): boolean {
	const site = request.headers.get('sec-fetch-site');
	if (site !== null) return !OWN_SITES.has(site.trim().toLowerCase());
	const origin = request.headers.get('origin');
	return origin !== null && origin !== new URL(request.url).origin && origin !== publicOrigin;
}

/** Fetch Metadata destinations of a page's own scripts (`empty`) and of a navigation (`document`). */
const STATE_CHANGING_DESTS = new Set(['empty', 'document']);

/**
 * A browser request that loads a resource rather than calling the API: `Sec-Fetch-Dest` says an
 * image, script, style, frame or the like. Such a request is same-origin when our own page embeds
 * `<img src="/api/…">`, so it passes the cross-site check, yet it must never change state.
 * Clients that are not browsers send no `Sec-Fetch-Dest` and are let through.
 */
export function isResourceLoad(request: Request): boolean {
	const dest = request.headers.get('sec-fetch-dest');
	return dest !== null && !STATE_CHANGING_DESTS.has(dest.trim().toLowerCase());
}
