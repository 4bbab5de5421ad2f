import { JOINT_ACTIONS } from './joint-actions';
import {
	EDUCATION_BASES_PATH,
	HOME_PATH,
	jointActionPage,
	LIST_PATH,
	pagePath,
	RESOURCES_PATH,
	USER_CENTER_PATH,
} from './routes';

export interface MenuLink {
	label: string;
	href: string;
	/** Opens in a new window (the external admin site). */
	external?: true;
	/** Offered to admins only: anyone else would open it to be refused. */
	adminOnly?: true;
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
				{ label: '管理后台', href: adminUrl, external: true, adminOnly: true },
			],
		},
	];
}

/** The mobile menu (docs/routes.md, "Mobile menu"); 退出登录 is added when logged in. */
export const MOBILE_MENU: readonly MenuLink[] = [
	{ label: '首页', href: pagePath(HOME_PATH, 'mobile') },
	{ label: '个人中心', href: pagePath(USER_CENTER_PATH, 'mobile') },
	{ label: '活动列表', href: pagePath(LIST_PATH, 'mobile') },
	{ label: '科普教育基地联合行动', href: pagePath(EDUCATION_BASES_PATH, 'mobile') },
	{ label: '资源中心', href: pagePath(RESOURCES_PATH, 'mobile') },
];
