import type { Device } from './device';
import { findJointAction, JOINT_ACTIONS } from './joint-actions';
import { recordIdText } from './record-id';

/**
 * The one route table (docs/routes.md, "Pages"): middleware, layouts, menus, robots.txt and the
 * sitemap read it, and its builders below write every page address.
 */
export interface PageRoute {
	path: string;
	title: string;
	/** Reachable without a session (docs/routes.md, "Login guard"). */
	isPublic: boolean;
	/** Where a mobile device goes instead; `null` keeps the path on every device. */
	mobilePath: string | null;
	/** Error and login pages never change layout (docs/routes.md, "Device switching"). */
	keepsDevice?: true;
	/**
	 * What search engines get (robots.txt and the sitemap read it): `index` pages are crawled and in
	 * the sitemap, `follow` ones only crawled (a redirect), `disallow` ones, with their /mobile twin,
	 * named by a Disallow line.
	 */
	robots: 'index' | 'follow' | 'disallow';
	/** The query the page shows a thing by: the sitemap lists it once per record or joint action. */
	query?: 'id' | 'lh_type';
}

export const CAMPAIGN_NAME = '2025年全国科普月';
/** The summary of pages without one of their own (search engines, share cards). */
export const CAMPAIGN_DESCRIPTION = '2025年全国科普月：全国科普活动、联合行动与科普资源';
export const HOME_PATH = '/home-list';
export const LOGIN_PATH = '/login';
export const LIST_PATH = '/list-page';
export const MOBILE_LIST_PATH = '/mobile/list-page';
export const USER_CENTER_PATH = '/user-center';
export const MOBILE_USER_CENTER_PATH = '/mobile/user-center';
export const NOT_FOUND_PATH = '/404';
/** The organiser's check-in page of an activity (`?id=`). */
const CHECKIN_PATH = '/checkin-page';
export const SERVER_ERROR_PATH = '/500';
const PUBLISH_PATH = '/publish-activity';
const PARTICIPANTS_PATH = '/activity-participants';
/** The activity detail page; also the name its page views are counted under. */
export const DETAIL_PATH = '/detail-page';
export const RESOURCE_PATH = '/resource-detail';
export const RESOURCES_PATH = '/resources-page';
export const UNITED_LIST_PATH = '/united-list';
export const EDUCATION_BASES_PATH = '/education-united-list';
/** The public campaign figures. */
export const FIGURES_PATH = '/campaign-figures';
/** The review console; ADMIN_URL's default. */
export const ADMIN_PATH = '/admin';
/** The operators' statistics dashboard; admins only. */
export const STATS_PATH = '/admin/stats';
/** The 个人信息保护政策 and the 用户服务协议 the login form asks agreement to. */
export const PRIVACY_POLICY_PATH = '/privacy-policy';
export const SERVICE_TERMS_PATH = '/service-terms';
/** The audit log of admin acts and personal-data exports; admins only. */
export const AUDIT_PATH = '/admin/audit';
/** Who administers which region: granting and withdrawing admin roles; admins only. */
export const ADMIN_USERS_PATH = '/admin/users';
const MOBILE_PREFIX = '/mobile';

const ROUTES = [
	{
		path: LOGIN_PATH,
		title: '登录',
		isPublic: true,
		mobilePath: null,
		keepsDevice: true,
		robots: 'disallow',
	},
	{ path: '/', title: '首页', isPublic: true, mobilePath: null, robots: 'follow' },
	{
		path: HOME_PATH,
		title: '首页',
		isPublic: true,
		mobilePath: '/mobile/home-list',
		robots: 'index',
	},
	{
		path: LIST_PATH,
		title: '全部活动',
		isPublic: true,
		mobilePath: MOBILE_LIST_PATH,
		robots: 'index',
	},
	{
		path: USER_CENTER_PATH,
		title: '用户中心',
		isPublic: false,
		mobilePath: MOBILE_USER_CENTER_PATH,
		robots: 'disallow',
	},
	{
		path: PUBLISH_PATH,
		title: '发布活动',
		isPublic: false,
		mobilePath: '/mobile/publish-activity',
		robots: 'disallow',
		query: 'id',
	},
	{
		path: PARTICIPANTS_PATH,
		title: '报名名单',
		isPublic: false,
		mobilePath: '/mobile/activity-participants',
		robots: 'disallow',
		query: 'id',
	},
	{
		path: EDUCATION_BASES_PATH,
		title: '科普教育基地联合行动',
		isPublic: true,
		mobilePath: '/mobile/education-united-list',
		robots: 'index',
	},
	// /united-list has no mobile page of its own; on a phone its activities are the mobile list
	// filtered by the same lh_type query, which the redirect keeps.
	{
		path: UNITED_LIST_PATH,
		title: '联合行动',
		isPublic: true,
		mobilePath: MOBILE_LIST_PATH,
		robots: 'index',
		query: 'lh_type',
	},
	{
		path: DETAIL_PATH,
		title: '活动详情',
		isPublic: true,
		mobilePath: '/mobile/detail-page',
		robots: 'index',
		query: 'id',
	},
	{
		path: RESOURCES_PATH,
		title: '资源中心',
		isPublic: true,
		mobilePath: '/mobile/resources-page',
		robots: 'index',
	},
	{
		path: RESOURCE_PATH,
		title: '资源详情',
		isPublic: true,
		mobilePath: '/mobile/resource-detail',
		robots: 'index',
		query: 'id',
	},
	{
		path: FIGURES_PATH,
		title: '科普月数据',
		isPublic: true,
		mobilePath: `/mobile${FIGURES_PATH}`,
		robots: 'index',
	},
	{
		path: PRIVACY_POLICY_PATH,
		title: '个人信息保护政策',
		isPublic: true,
		mobilePath: `/mobile${PRIVACY_POLICY_PATH}`,
		robots: 'follow',
	},
	{
		path: SERVICE_TERMS_PATH,
		title: '用户服务协议',
		isPublic: true,
		mobilePath: `/mobile${SERVICE_TERMS_PATH}`,
		robots: 'follow',
	},
	{ path: ADMIN_PATH, title: '管理后台', isPublic: false, mobilePath: null, robots: 'disallow' },
	{
		path: CHECKIN_PATH,
		title: '活动签到',
		isPublic: false,
		mobilePath: '/mobile/checkin-page',
		robots: 'disallow',
		query: 'id',
	},
	{ path: STATS_PATH, title: '数据统计', isPublic: false, mobilePath: null, robots: 'disallow' },
	{ path: AUDIT_PATH, title: '审计日志', isPublic: false, mobilePath: null, robots: 'disallow' },
	{
		path: ADMIN_USERS_PATH,
		title: '管理员',
		isPublic: false,
		mobilePath: null,
		robots: 'disallow',
	},
	{
		path: NOT_FOUND_PATH,
		title: '页面不存在',
		isPublic: true,
		mobilePath: null,
		keepsDevice: true,
		robots: 'disallow',
	},
	{
		path: SERVER_ERROR_PATH,
		title: '服务器错误',
		isPublic: true,
		mobilePath: null,
		keepsDevice: true,
		robots: 'disallow',
	},
] as const satisfies readonly PageRoute[];

/** The desktop path of every page; the builders below take only these. */
export type PagePath = (typeof ROUTES)[number]['path'];

export const PAGE_ROUTES: readonly PageRoute[] = ROUTES;

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

/** `/publish-activity`: a new activity, or with `id` the edit of one. */
export function publishPage(device: Device, id?: number): string {
	return id === undefined ? pagePath(PUBLISH_PATH, device) : recordPage(PUBLISH_PATH, id, device);
}

/** `/activity-participants?id=`: an activity's lists, for its organiser. */
export const participantsPage = (id: number, device: Device = 'desktop') =>
	recordPage(PARTICIPANTS_PATH, id, device);

/** `/checkin-page?id=`: an activity's check-in station, for its organiser. */
export const checkinPage = (id: number, device: Device = 'desktop') =>
	recordPage(CHECKIN_PATH, id, device);

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

export interface MenuLink {
	label: string;
	href: string;
	/** Opens in a new window (the external admin site). */
	external?: true;
}

export interface MenuEntry {
	label: string;
	href?: string;
	children?: readonly MenuLink[];
}

/** The desktop header menu (docs/routes.md, "Desktop header"); `adminUrl` is ADMIN_URL. */
export function desktopMenu(adminUrl: string): readonly MenuEntry[] {
	return [
		{ label: '首页', href: HOME_PATH },
		{ label: '全部活动', href: LIST_PATH },
		{
			label: '联合行动',
			children: JOINT_ACTIONS.map((action) => ({
				label: action.name,
				href: jointActionPage(action.lhType),
			})),
		},
		{ label: '资源中心', href: RESOURCES_PATH },
		{
			label: '个人中心',
			children: [
				{ label: '用户中心', href: USER_CENTER_PATH },
				{ label: '管理后台', href: adminUrl, external: true },
			],
		},
	];
}

/** The mobile menu (docs/routes.md, "Mobile menu"); 退出登陆 is added when logged in. */
export const MOBILE_MENU: readonly MenuLink[] = [
	{ label: '首页', href: pagePath(HOME_PATH, 'mobile') },
	{ label: '个人中心', href: pagePath(USER_CENTER_PATH, 'mobile') },
	{ label: '活动列表', href: pagePath(LIST_PATH, 'mobile') },
	{ label: '科普教育基地联合行动', href: pagePath(EDUCATION_BASES_PATH, 'mobile') },
	{ label: '资源中心', href: pagePath(RESOURCES_PATH, 'mobile') },
];

/** Pages whose header lies transparent over the hero. */
export const TRANSPARENT_HEADER_PATHS: readonly string[] = [
	HOME_PATH,
	LIST_PATH,
	UNITED_LIST_PATH,
	EDUCATION_BASES_PATH,
	RESOURCES_PATH,
	FIGURES_PATH,
	PRIVACY_POLICY_PATH,
	SERVICE_TERMS_PATH,
];
