import { findJointAction, JOINT_ACTIONS } from './joint-actions';

/** The one route table (docs/routes.md, "Pages"): middleware, layouts and menus all read it. */
export interface PageRoute {
	path: string;
	title: string;
	/** Reachable without a session (docs/routes.md, "Login guard"). */
	isPublic: boolean;
	/** Where a mobile device goes instead; `null` keeps the path on every device. */
	mobilePath: string | null;
	/** Error and login pages never change layout (docs/routes.md, "Device switching"). */
	keepsDevice?: true;
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
export const CHECKIN_PATH = '/checkin-page';
export const SERVER_ERROR_PATH = '/500';
/** The public campaign figures (issue 15). */
export const FIGURES_PATH = '/campaign-figures';
/** The operators' statistics dashboard; admins only. */
export const STATS_PATH = '/admin/stats';
/** The audit log of admin acts and personal-data exports; admins only. */
export const AUDIT_PATH = '/admin/audit';
const MOBILE_PREFIX = '/mobile';

export const PAGE_ROUTES: readonly PageRoute[] = [
	{ path: LOGIN_PATH, title: '登录', isPublic: true, mobilePath: null, keepsDevice: true },
	{ path: '/', title: '首页', isPublic: true, mobilePath: null },
	{ path: HOME_PATH, title: '首页', isPublic: true, mobilePath: '/mobile/home-list' },
	{ path: LIST_PATH, title: '全部活动', isPublic: true, mobilePath: MOBILE_LIST_PATH },
	{ path: '/user-center', title: '用户中心', isPublic: false, mobilePath: '/mobile/user-center' },
	{
		path: '/publish-activity',
		title: '发布活动',
		isPublic: false,
		mobilePath: '/mobile/publish-activity',
	},
	{
		path: '/activity-participants',
		title: '报名名单',
		isPublic: false,
		mobilePath: '/mobile/activity-participants',
	},
	{
		path: '/education-united-list',
		title: '科普教育基地联合行动',
		isPublic: true,
		mobilePath: '/mobile/education-united-list',
	},
	// /united-list has no mobile page of its own; on a phone its activities are the mobile list
	// filtered by the same lh_type query, which the redirect keeps.
	{ path: '/united-list', title: '联合行动', isPublic: true, mobilePath: MOBILE_LIST_PATH },
	{ path: '/detail-page', title: '活动详情', isPublic: true, mobilePath: '/mobile/detail-page' },
	{
		path: '/resources-page',
		title: '资源中心',
		isPublic: true,
		mobilePath: '/mobile/resources-page',
	},
	{
		path: '/resource-detail',
		title: '资源详情',
		isPublic: true,
		mobilePath: '/mobile/resource-detail',
	},
	{
		path: FIGURES_PATH,
		title: '科普月数据',
		isPublic: true,
		mobilePath: `/mobile${FIGURES_PATH}`,
	},
	{ path: '/admin', title: '管理后台', isPublic: false, mobilePath: null },
	{ path: CHECKIN_PATH, title: '活动签到', isPublic: false, mobilePath: '/mobile/checkin-page' },
	{ path: STATS_PATH, title: '数据统计', isPublic: false, mobilePath: null },
	{ path: AUDIT_PATH, title: '审计日志', isPublic: false, mobilePath: null },
	{
		path: NOT_FOUND_PATH,
		title: '页面不存在',
		isPublic: true,
		mobilePath: null,
		keepsDevice: true,
	},
	{
		path: SERVER_ERROR_PATH,
		title: '服务器错误',
		isPublic: true,
		mobilePath: null,
		keepsDevice: true,
	},
];

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

/** The route title, with the joint action's own name on /united-list?lh_type=N. */
export function routeTitleFor(url: URL): string {
	const route = findRoute(url.pathname);
	if (!route) return routesByPath.get(NOT_FOUND_PATH)?.title ?? '';
	const listsJointAction =
		route.path === '/united-list' || url.pathname === mobileTwinOf('/united-list');
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
			children: JOINT_ACTIONS.map((action) => ({ label: action.name, href: action.href })),
		},
		{ label: '资源中心', href: '/resources-page' },
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
	{ label: '首页', href: '/mobile/home-list' },
	{ label: '个人中心', href: MOBILE_USER_CENTER_PATH },
	{ label: '活动列表', href: MOBILE_LIST_PATH },
	{ label: '科普教育基地联合行动', href: '/mobile/education-united-list' },
	{ label: '资源中心', href: '/mobile/resources-page' },
];

/** Pages whose header lies transparent over the hero. */
export const TRANSPARENT_HEADER_PATHS: readonly string[] = [
	HOME_PATH,
	LIST_PATH,
	'/united-list',
	'/education-united-list',
	'/resources-page',
	FIGURES_PATH,
];
