import { persistentMap } from '@nanostores/persistent';
import { computed } from 'nanostores';
import { adminRoleOf } from '../admin-roles';
import { jsonEncoding } from './json-encoding';

/** The signed-in user, persisted across visits (docs/client.md, "Session"). */
export interface Session {
	token: string;
	sign: string;
	/** The server's `show_name`. */
	username: string;
	avatar: string;
	mobile: string;
	uid: string;
	/** Meaning never documented; 2 until the server says otherwise. */
	is_kpy: number;
	openid: string;
	/** Holds an admin role (getUserInfo's `roles`): the header offers 管理后台. */
	admin: boolean;
}

export const EMPTY_SESSION: Session = {
	token: '',
	sign: '',
	username: '',
	avatar: '',
	mobile: '',
	uid: '',
	is_kpy: 2,
	openid: '',
	admin: false,
};

export const $session = persistentMap<Session>('kpy-session:', { ...EMPTY_SESSION }, jsonEncoding);

/** Logged in when token or uid is non-empty; a field cleared in another tab is unset. */
export function isLoggedIn(session: Session): boolean {
	return Boolean(session.token) || Boolean(session.uid);
}

export const $isLoggedIn = computed($session, isLoggedIn);

export const $isAdmin = computed(
	$session,
	(session) => isLoggedIn(session) && session.admin === true,
);

export interface LoginTokens {
	token: string;
	sign: string;
	openid?: string | undefined;
	uid?: string | undefined;
}

export function storeLoginTokens({ token, sign, openid, uid }: LoginTokens): void {
	$session.setKey('token', token);
	$session.setKey('sign', sign);
	if (openid) $session.setKey('openid', openid);
	if (uid) $session.setKey('uid', uid);
}

/** The `getUserInfo` answer, as the server spells it. */
export interface UserInfoFields {
	show_name?: string | null;
	avatar?: string | null;
	mobile?: string | null;
	uid?: string | number | null;
	is_kpy?: number | string | null;
	openid?: string | null;
	roles?: readonly string[] | null;
}

export function storeUserInfo(info: UserInfoFields): void {
	const current = $session.get();
	$session.set({
		...current,
		username: info.show_name ?? '',
		avatar: info.avatar ?? '',
		mobile: info.mobile ?? '',
		uid: info.uid === null || info.uid === undefined ? '' : String(info.uid),
		is_kpy: Number(info.is_kpy ?? EMPTY_SESSION.is_kpy) || EMPTY_SESSION.is_kpy,
		openid: info.openid || current.openid,
		admin: adminRoleOf(info.roles ?? []) !== null,
	});
}

export function resetSession(): void {
	$session.set({ ...EMPTY_SESSION });
}
