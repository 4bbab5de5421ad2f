import type { Device } from '../device';

/** Public page paths of the browsing pages; each has a /mobile twin. */
export type BrowsePath =
	| '/home-list'
	| '/list-page'
	| '/detail-page'
	| '/education-united-list'
	| '/resources-page'
	| '/resource-detail';

/** The path of a browsing page on the given layout, so links never go through a redirect. */
export function browsePath(device: Device, path: BrowsePath): string {
	return device === 'mobile' ? `/mobile${path}` : path;
}

export function activityHref(device: Device, id: number): string {
	return `${browsePath(device, '/detail-page')}?id=${id}`;
}

export function resourceHref(device: Device, id: number): string {
	return `${browsePath(device, '/resource-detail')}?id=${id}`;
}

/** A joint action's list: /united-list on desktop, the filtered mobile list on a phone. */
export function jointActionHref(device: Device, lhType: number | null): string {
	if (lhType === null) return browsePath(device, '/education-united-list');
	return device === 'mobile'
		? `/mobile/list-page?lh_type=${lhType}`
		: `/united-list?lh_type=${lhType}`;
}

/** `/login?redirect=<path>`: where a visitor goes to sign in and come back. */
export function loginHref(returnTo: string): string {
	return `/login?redirect=${encodeURIComponent(returnTo)}`;
}
