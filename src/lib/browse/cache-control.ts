/**
 * Public pages carry no per-user HTML, so a CDN may keep them briefly (docs/routes.md, "Caching of
 * public pages").
 */
export const PUBLIC_PAGE_CACHE = 'public, max-age=60, stale-while-revalidate=300';

/** Pages that answer differently per visitor or report a failure must not be stored. */
export const PRIVATE_PAGE_CACHE = 'private, no-store';

/** The Cache-Control of a browsing page: shared when it rendered its data, private otherwise. */
export function pageCacheControl(rendered: boolean): string {
	return rendered ? PUBLIC_PAGE_CACHE : PRIVATE_PAGE_CACHE;
}
