import { USER_CENTER_PATH } from '../../lib/routes';
import { $session, EMPTY_SESSION, isLoggedIn } from '../../lib/stores/session';
import { $unreadCount } from '../../lib/stores/unread';
import { useClientValue } from '../shared/use-client-value';
import { logoutLazily } from './logout-lazily';
import MenuButton from './MenuButton';
import UnreadBadge from './UnreadBadge';
import UserAvatar from './UserAvatar';

interface Props {
	/** Login link target: /login?redirect=<this page>. */
	loginHref: string;
	/** Logging out here leaves the page for home (docs/client.md, "Session"). */
	isPublicPage: boolean;
}

/** 您好，请 登录, or the avatar (with the unread count) and name with a 我的消息 / 退出登录 menu. */
export default function HeaderAccount({ loginHref, isPublicPage }: Props) {
	const session = useClientValue($session, EMPTY_SESSION);
	const unread = useClientValue($unreadCount, 0);
	if (!isLoggedIn(session)) {
		return (
			<span className="header-login">
				您好，请 <a href={loginHref}>登录</a>
			</span>
		);
	}
	const name = session.username || session.mobile || '科普用户';
	return (
		<MenuButton
			className="header-user"
			openOnHover
			align="end"
			label={
				<>
					<UserAvatar src={session.avatar} name={name} unread={unread} />
					<span className="header-user-name">{name}</span>
				</>
			}
			items={[
				{
					label: '我的消息',
					href: `${USER_CENTER_PATH}?tab=messages`,
					badge: <UnreadBadge count={unread} />,
				},
				{ label: '退出登录', onSelect: () => void logoutLazily({ leavePage: !isPublicPage }) },
			]}
		/>
	);
}
