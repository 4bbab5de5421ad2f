/**
 * What a page view says about its page, for the daily roll-ups (analytics_daily: page type,
 * activity, province). A page names itself with `<meta name="kpy-page">` in its head; any other
 * page is typed by its path.
 */
export const PAGE_META_NAME = 'kpy-page';

export interface PageViewProperties {
	page_type: string;
	activity_id?: string;
	province?: string;
}

/** The page's properties: its meta's, else its path without the /mobile prefix. */
export function pageViewProperties(doc: Document): PageViewProperties {
	const meta = doc.querySelector<HTMLMetaElement>(`meta[name="${PAGE_META_NAME}"]`);
	if (!meta) {
		return { page_type: doc.location.pathname.replace(/^\/mobile(?=\/)/, '') || '/' };
	}
	return {
		page_type: meta.content,
		...(meta.dataset.activityId ? { activity_id: meta.dataset.activityId } : {}),
		...(meta.dataset.province ? { province: meta.dataset.province } : {}),
	};
}
