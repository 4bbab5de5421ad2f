import {
	cleanTestStorage,
	getTestStorage,
	setTestStorageKey,
	useTestStorageEngine,
} from '@nanostores/persistent';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
	$isAdmin,
	$isLoggedIn,
	$session,
	EMPTY_SESSION,
	isLoggedIn,
	resetSession,
	storeLoginTokens,
	storeUserInfo,
} from '../../../../src/lib/stores/session';

beforeAll(() => {
	useTestStorageEngine();
});

afterEach(() => {
	resetSession();
	cleanTestStorage();
});

describe('$session', () => {
	it('starts logged out with is_kpy 2', () => {
		expect($session.get()).toEqual(EMPTY_SESSION);
		expect($session.get().is_kpy).toBe(2);
		expect($isLoggedIn.get()).toBe(false);
	});

	it('counts as logged in with a token or with a uid alone', () => {
		expect(isLoggedIn({ ...EMPTY_SESSION, token: 't' })).toBe(true);
		expect(isLoggedIn({ ...EMPTY_SESSION, uid: '9' })).toBe(true);
		expect(isLoggedIn(EMPTY_SESSION)).toBe(false);
	});

	it('persists the login tokens and the openid to storage', () => {
		const unbind = $session.listen(() => undefined);
		storeLoginTokens({ token: 'tok', sign: 'sig', openid: 'open-1' });
		expect($isLoggedIn.get()).toBe(true);
		expect(getTestStorage()).toMatchObject({
			'kpy-session:token': '"tok"',
			'kpy-session:sign': '"sig"',
			'kpy-session:openid': '"open-1"',
		});
		unbind();
	});

	it('takes username from show_name and keeps the openid it had when the profile has none', () => {
		storeLoginTokens({ token: 'tok', sign: 'sig', openid: 'open-1' });
		storeUserInfo({
			show_name: '张科普',
			avatar: '/a.png',
			mobile: '138****8000',
			uid: 7,
			is_kpy: 1,
		});
		expect($session.get()).toEqual({
			token: 'tok',
			sign: 'sig',
			username: '张科普',
			avatar: '/a.png',
			mobile: '138****8000',
			uid: '7',
			is_kpy: 1,
			openid: 'open-1',
			admin: false,
		});
		expect($isAdmin.get()).toBe(false);
	});

	it('marks an admin by the roles getUserInfo gives, and forgets it on reset', () => {
		storeLoginTokens({ token: 'tok', sign: 'sig' });
		storeUserInfo({ show_name: '审核员', uid: 3, roles: ['organiser', 'province_admin'] });
		expect($isAdmin.get()).toBe(true);
		storeUserInfo({ show_name: '审核员', uid: 3, roles: ['organiser'] });
		expect($isAdmin.get()).toBe(false);
		storeUserInfo({ show_name: '审核员', uid: 3, roles: ['city_admin'] });
		resetSession();
		expect($isAdmin.get()).toBe(false);
	});

	it('reads a session another tab stored', () => {
		const unbind = $session.listen(() => undefined);
		setTestStorageKey('kpy-session:uid', '"42"');
		expect($session.get().uid).toBe('42');
		expect($isLoggedIn.get()).toBe(true);
		unbind();
	});

	it('empties every field on reset', () => {
		storeLoginTokens({ token: 'tok', sign: 'sig' });
		storeUserInfo({ show_name: 'x', uid: '1' });
		resetSession();
		expect($session.get()).toEqual(EMPTY_SESSION);
	});
});
