import type { Device } from '../device';
import type { LIST_PATH } from '../routes';
import { MOBILE_LIST_PATH } from '../routes';

/** Public page paths of the browsing pages; each has a /mobile twin. */
export type BrowsePath =
	| '/home-list'
	| typeof LIST_PATH
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
		? `${MOBILE_LIST_PATH}?lh_type=${lhType}`
		: `/united-list?lh_type=${lhType}`;
}
