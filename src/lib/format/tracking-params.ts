/** What WeChat appends to a shared link: which chat or Moments it came from, and an app flag. */
const WECHAT_SHARE_PARAMS = new Set(['from', 'isappinstalled']);

/**
 * Whether a query name says where the visitor came from rather than what to show: a campaign's
 * `utm_*` tags, or what WeChat appends to a shared link. The analytics SDK reads them from the
 * address a visitor lands on; links within the portal and the way back after logging in
 * leave them out, as analytics tools ask of internal links, so that one campaign visit is not
 * counted again on every page, and every address of a page renders the same bytes.
 */
export function isTrackingParam(name: string): boolean {
	return name.startsWith('utm_') || WECHAT_SHARE_PARAMS.has(name);
}

/** `params` without tracking parameters, as `?a=b`, or '' when nothing is left. */
export function searchWithoutTracking(params: URLSearchParams): string {
	const kept = new URLSearchParams([...params].filter(([name]) => !isTrackingParam(name)));
	const text = kept.toString();
	return text ? `?${text}` : '';
}
