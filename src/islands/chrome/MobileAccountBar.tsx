import { loginHref, MOBILE_USER_CENTER_PATH } from '../../lib/routes';
import { $session, EMPTY_SESSION, isLoggedIn } from '../../lib/stores/session';
import { $unreadCount } from '../../lib/stores/unread';
import { useClientValue } from '../shared/use-client-value';
import UserAvatar from './UserAvatar';

const LOGGED_OUT_LABEL = '登录';
const NAMELESS_LABEL = '我的活动';

/**
 * The mobile top bar's account link (docs/routes.md, "Mobile menu"): the avatar and name when
 * signed in, 登录 when not.
 */
export default function MobileAccountBar() {
	const session = useClientValue($session, EMPTY_SESSION);
	const unread = useClientValue($unreadCount, 0);
	const loggedIn = isLoggedIn(session);
	const href = loggedIn ? MOBILE_USER_CENTER_PATH : loginHref(MOBILE_USER_CENTER_PATH);
	const name = loggedIn ? session.username || session.mobile || NAMELESS_LABEL : LOGGED_OUT_LABEL;
	return (
		<a className="mobile-account" href={href}>
			{loggedIn && <UserAvatar src={session.avatar} name={name} unread={unread} />}
			<span className="mobile-account-name">{name}</span>
		</a>
	);
}
