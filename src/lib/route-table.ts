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
export const CHECKIN_PATH = '/checkin-page';
export const SERVER_ERROR_PATH = '/500';
export const PUBLISH_PATH = '/publish-activity';
export const PARTICIPANTS_PATH = '/activity-participants';
/** The activity detail page; also the name its page views are counted under. */
export const DETAIL_PATH = '/detail-page';
export const RESOURCE_PATH = '/resource-detail';
/** An organisation (单位) and its activities (`?id=`). */
export const ORGANISATION_PATH = '/organisation-page';
export const RESOURCES_PATH = '/resources-page';
export const UNITED_LIST_PATH = '/united-list';
export const EDUCATION_BASES_PATH = '/education-united-list';
/** The public campaign figures. */
export const FIGURES_PATH = '/campaign-figures';
/** The year's confirmed 优秀活动 and 优秀单位 by province (`?year=`). */
export const AWARDS_PATH = '/awards';
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
/** Checks a certificate's code (`?code=`): genuine, with its activity and a masked name. */
export const VERIFY_PATH = '/verify';
export const MOBILE_PREFIX = '/mobile';

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
		path: ORGANISATION_PATH,
		title: '单位主页',
		isPublic: true,
		mobilePath: '/mobile/organisation-page',
		robots: 'follow',
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
		path: AWARDS_PATH,
		title: '优秀活动',
		isPublic: true,
		mobilePath: `/mobile${AWARDS_PATH}`,
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
	{
		path: VERIFY_PATH,
		title: '证书验证',
		isPublic: true,
		mobilePath: `/mobile${VERIFY_PATH}`,
		robots: 'disallow',
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
