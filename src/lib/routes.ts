import type { Device } from './device';
import { findJointAction } from './joint-actions';
import { recordIdText } from './record-id';
import {
	AWARDS_PATH,
	CHECKIN_PATH,
	DETAIL_PATH,
	EDUCATION_BASES_PATH,
	FIGURES_PATH,
	HOME_PATH,
	LIST_PATH,
	LOGIN_PATH,
	MOBILE_PREFIX,
	NOT_FOUND_PATH,
	ORGANISATION_PATH,
	PAGE_ROUTES,
	PARTICIPANTS_PATH,
	type PagePath,
	type PageRoute,
	PRIVACY_POLICY_PATH,
	PUBLISH_PATH,
	RESOURCE_PATH,
	RESOURCES_PATH,
	SERVICE_TERMS_PATH,
	UNITED_LIST_PATH,
	USER_CENTER_PATH,
	VERIFY_PATH,
} from './route-table';

export * from './route-table';

/** Paths answered by endpoints rather than pages; the page rules leave them alone. */
const SERVICE_PATH_PREFIXES = [
	'/api/',
	'/sa',
	'/livez',
	'/readyz',
	'/uploads/',
	'/media/',
	'/ics/',
	'/robots.txt',
	'/sitemap',
	'/_',
];

const routesByPath = new Map<string, PageRoute>(PAGE_ROUTES.map((route) => [route.path, route]));
for (const route of PAGE_ROUTES) {
	if (route.mobilePath && !routesByPath.has(route.mobilePath)) {
		routesByPath.set(route.mobilePath, route);
	}
}

function trimTrailingSlash(path: string): string {
	return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

export function isServicePath(path: string): boolean {
	return SERVICE_PATH_PREFIXES.some((prefix) => path === prefix || path.startsWith(prefix));
}

function isMobilePath(path: string): boolean {
	return path === MOBILE_PREFIX || path.startsWith(`${MOBILE_PREFIX}/`);
}

/** The route a page path belongs to, for a desktop path or its /mobile twin alike. */
export function findRoute(path: string): PageRoute | undefined {
	return routesByPath.get(trimTrailingSlash(path));
}

/** The path a mobile device should be on, or `null` when it already is there or never moves. */
export function mobileTwinOf(path: string): string | null {
	const route = findRoute(path);
	if (!route || route.keepsDevice || isMobilePath(path)) return null;
	return route.mobilePath;
}

/** The desktop path of a /mobile page, or `null` when `path` is not a /mobile page. */
export function desktopTwinOf(path: string): string | null {
	if (!isMobilePath(path)) return null;
	const route = findRoute(path);
	if (!route) return null;
	return route.path;
}

/** `/login?redirect=<path>`: where a visitor goes to sign in and come back to `returnTo`. */
export function loginHref(returnTo: string): string {
	return `${LOGIN_PATH}?redirect=${encodeURIComponent(returnTo)}`;
}

/** A page's path on a layout: its /mobile twin on a phone when it has one. Every link starts here. */
export function pagePath(path: PagePath, device: Device = 'desktop'): string {
	if (device === 'desktop') return path;
	return routesByPath.get(path)?.mobilePath ?? path;
}

/** A page that shows one record: its path on the layout with `?id=`. */
function recordPage(path: PagePath, id: number, device: Device): string {
	return `${pagePath(path, device)}?id=${recordIdText(id)}`;
}

/** `/detail-page?id=` of an activity (its /mobile twin on a phone). */
export const detailPage = (id: number, device: Device = 'desktop') =>
	recordPage(DETAIL_PATH, id, device);

/** `/resource-detail?id=` of a resource. */
export const resourcePage = (id: number, device: Device = 'desktop') =>
	recordPage(RESOURCE_PATH, id, device);

export const organisationPage = (id: number, device: Device = 'desktop') =>
	recordPage(ORGANISATION_PATH, id, device);

/** `/publish-activity`: a new activity, or with `id` the edit of one. */
export function publishPage(device: Device, id?: number): string {
	return id === undefined ? pagePath(PUBLISH_PATH, device) : recordPage(PUBLISH_PATH, id, device);
}

/** `/publish-activity?copy=`: a new activity's form filled with one of the user's own (复制活动). */
export const copyPage = (id: number, device: Device) =>
	`${pagePath(PUBLISH_PATH, device)}?copy=${recordIdText(id)}`;

/** `/activity-participants?id=`: an activity's lists, for its organiser. */
export const participantsPage = (id: number, device: Device = 'desktop') =>
	recordPage(PARTICIPANTS_PATH, id, device);

/** `/checkin-page?id=`: an activity's check-in station, for its organiser. */
export const checkinPage = (id: number, device: Device = 'desktop') =>
	recordPage(CHECKIN_PATH, id, device);

/** `/verify?code=`: what a certificate's code proves (its QR code holds the absolute one). */
export const verifyPage = (code: string, device: Device = 'desktop') =>
	`${pagePath(VERIFY_PATH, device)}?code=${encodeURIComponent(code)}`;

/** `/awards`, on `year`'s list when given. */
export function awardsPage(device: Device, year?: number): string {
	const path = pagePath(AWARDS_PATH, device);
	return year === undefined ? path : `${path}?year=${year}`;
}

/** `/user-center`, opened on `tab` when given. */
export function userCenterPage(device: Device, tab?: string): string {
	const path = pagePath(USER_CENTER_PATH, device);
	return tab === undefined ? path : `${path}?tab=${encodeURIComponent(tab)}`;
}

/**
 * A joint action's list: `/united-list?lh_type=` (on a phone the filtered mobile list), or the
 * education bases' own page for the action without a type.
 */
export function jointActionPage(lhType: number | null, device: Device = 'desktop'): string {
	if (lhType === null) return pagePath(EDUCATION_BASES_PATH, device);
	return `${pagePath(UNITED_LIST_PATH, device)}?lh_type=${lhType}`;
}

/** The route title, with the joint action's own name on /united-list?lh_type=N. */
export function routeTitleFor(url: URL): string {
	const route = findRoute(url.pathname);
	if (!route) return routesByPath.get(NOT_FOUND_PATH)?.title ?? '';
	const listsJointAction =
		route.path === UNITED_LIST_PATH || url.pathname === mobileTwinOf(UNITED_LIST_PATH);
	if (listsJointAction) {
		const action = findJointAction(Number(url.searchParams.get('lh_type')));
		if (action) return action.name;
	}
	return route.title;
}

/** Pages whose header lies transparent over the hero. */
export const TRANSPARENT_HEADER_PATHS: readonly string[] = [
	HOME_PATH,
	LIST_PATH,
	UNITED_LIST_PATH,
	EDUCATION_BASES_PATH,
	RESOURCES_PATH,
	FIGURES_PATH,
	AWARDS_PATH,
	PRIVACY_POLICY_PATH,
	SERVICE_TERMS_PATH,
];
