/** Fetch Metadata values of requests that this site's own pages made, or that a person typed. */
const OWN_SITES = new Set(['same-origin', 'none']);

/**
 * A browser request another site made: its `Sec-Fetch-Site` says so, or, from a browser too old to
 * send that, its `Origin` is not ours. Form posts and GET links are simple requests that need no
 * preflight, and `kpy_session` (SameSite=Lax) rides along on a top-level GET; so every /api call from
 * another site is refused, whatever its method or content type. Clients that are not browsers send
 * neither header and are let through.
 */
export function isCrossSiteRequest(request: Request): boolean {
	const site = request.headers.get('sec-fetch-site');
	if (site !== null) return !OWN_SITES.has(site.trim().toLowerCase());
	const origin = request.headers.get('origin');
	return origin !== null && origin !== new URL(request.url).origin;
}
