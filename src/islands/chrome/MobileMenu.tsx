import './mobile-menu.css';
import { MOBILE_MENU } from '../../lib/routes';
import { $isLoggedIn } from '../../lib/stores/session';
import { useClientValue } from '../shared/use-client-value';
import { logoutLazily } from './logout-lazily';
import MenuButton, { type MenuItem } from './MenuButton';

interface Props {
	isPublicPage: boolean;
}

/** The mobile layout's menu, docked in the top bar; 退出登陆 appears when logged in. */
export default function MobileMenu({ isPublicPage }: Props) {
	const loggedIn = useClientValue($isLoggedIn, false);
	const items: MenuItem[] = MOBILE_MENU.map((link) => ({ label: link.label, href: link.href }));
	if (loggedIn) {
		items.push({
			label: '退出登陆',
			onSelect: () => void logoutLazily({ leavePage: !isPublicPage, home: '/mobile/home-list' }),
		});
	}
	return (
		<div className="mobile-menu">
			<MenuButton
				label={<span className="mobile-menu-icon">菜单</span>}
				items={items}
				align="end"
			/>
		</div>
	);
}
