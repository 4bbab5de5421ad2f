import './mobile-menu.css';
import { MOBILE_MENU } from '../../lib/menus';
import { HOME_PATH, MOBILE_USER_CENTER_PATH, pagePath } from '../../lib/routes';
import { $isLoggedIn } from '../../lib/stores/session';
import { $unreadCount } from '../../lib/stores/unread';
import { useClientValue } from '../shared/use-client-value';
import { logoutLazily } from './logout-lazily';
import MenuButton, { type MenuItem } from './MenuButton';
import UnreadBadge from './UnreadBadge';

interface Props {
	isPublicPage: boolean;
}

/**
 * The mobile layout's menu, docked in the top bar; 退出登录 appears when logged in, and the unread
 * count on the button and on 个人中心.
 */
export default function MobileMenu({ isPublicPage }: Props) {
	const loggedIn = useClientValue($isLoggedIn, false);
	const unread = useClientValue($unreadCount, 0);
	const badge = loggedIn ? <UnreadBadge count={unread} /> : null;
	const items: MenuItem[] = MOBILE_MENU.map((link) => ({
		label: link.label,
		href: link.href,
		...(link.href === MOBILE_USER_CENTER_PATH ? { badge } : {}),
	}));
	if (loggedIn) {
		items.push({
			label: '退出登录',
			onSelect: () =>
				void logoutLazily({ leavePage: !isPublicPage, home: pagePath(HOME_PATH, 'mobile') }),
		});
	}
	return (
		<div className="mobile-menu">
			<MenuButton
				label={
					<>
						<span className="mobile-menu-icon">菜单</span>
						{badge}
					</>
				}
				items={items}
				align="end"
			/>
		</div>
	);
}
