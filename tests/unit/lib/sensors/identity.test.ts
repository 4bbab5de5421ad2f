import { describe, expect, it } from 'vitest';
import {
	identitiesOf,
	logIn,
	logOut,
	newState,
	parseState,
	serializeState,
	unionIdsOf,
} from '../../../../src/lib/sensors/identity';
import capture from './sdk-capture.json';

const noNewId = () => {
	throw new Error('no new id expected');
};
const ANON = 'anon-1';

describe('the visitor state in the sensorsdata2015jssdkcross cookie', () => {
	it("reads the cookie sa-sdk-javascript wrote, so a returning visitor keeps the SDK's id", () => {
		const loggedOut = parseState(capture.loggedOutCookie, noNewId);
		const anonymousId = capture.pageView.record.distinct_id;
		expect(loggedOut).toEqual({
			distinct_id: anonymousId,
			first_id: '',
			props: JSON.parse(capture.loggedOutCookie).props,
			identities: { $identity_cookie_id: anonymousId },
			history_login_id: { name: '', value: '' },
		});
		const loggedIn = parseState(capture.loggedInCookie, noNewId);
		expect(loggedIn?.distinct_id).toBe(capture.signUp.record.login_id);
		expect(loggedIn?.first_id).toBe(anonymousId);
		expect(loggedIn && identitiesOf(loggedIn)).toEqual(capture.signUp.record.identities);
	});

	it('writes what it reads back, in the SDK layout (identities as base64 JSON)', () => {
		const state = parseState(capture.loggedInCookie, noNewId);
		if (!state) throw new Error('the captured cookie did not parse');
		const written = serializeState(state);
		expect(JSON.parse(written)).toEqual(JSON.parse(capture.loggedInCookie));
		expect(parseState(written, noNewId)).toEqual(state);
	});

	it('starts over on a missing or broken cookie', () => {
		expect(parseState(null, noNewId)).toBeNull();
		expect(parseState('{"first_id":""}', noNewId)).toBeNull();
		expect(parseState('not json', noNewId)).toBeNull();
		expect(newState(ANON)).toEqual({
			distinct_id: ANON,
			first_id: '',
			props: {},
			identities: { $identity_cookie_id: ANON },
			history_login_id: { name: '', value: '' },
		});
	});
});

describe('login and logout', () => {
	it('login(openid) makes the openid the distinct id and names the anonymous id it replaces', () => {
		const step = logIn(newState(ANON), 'openid-1');
		expect(step?.originalId).toBe(ANON);
		expect(step?.signup.distinct_id).toBe('openid-1');
		expect(step && unionIdsOf(step.signup)).toEqual({ login_id: 'openid-1', anonymous_id: ANON });
		expect(step && identitiesOf(step.signup)).toEqual({
			$identity_cookie_id: ANON,
			$identity_login_id: 'openid-1',
			$identity_anonymous_id: ANON,
		});
		expect(step?.next.history_login_id).toEqual({ name: '$identity_login_id', value: 'openid-1' });
	});

	it('sends nothing for a login with the current login id, an empty id or the anonymous id', () => {
		const step = logIn(newState(ANON), 'openid-1');
		if (!step) throw new Error('login sent nothing');
		expect(logIn(step.next, 'openid-1')).toBeNull();
		expect(logIn(newState(ANON), '')).toBeNull();
		expect(logIn(newState(ANON), ANON)).toBeNull();
	});

	it('a second user logging in keeps the first anonymous id as the one replaced', () => {
		const first = logIn(newState(ANON), 'openid-1');
		const second = first && logIn(first.next, 'openid-2');
		expect(second?.originalId).toBe(ANON);
		expect(second && unionIdsOf(second.next)).toEqual({ login_id: 'openid-2', anonymous_id: ANON });
		expect(second?.next.identities).toEqual({
			$identity_cookie_id: ANON,
			$identity_login_id: 'openid-2',
		});
	});

	it('logout gives a logged-in visitor a new anonymous id and keeps the cookie id', () => {
		const step = logIn(newState(ANON), 'openid-1');
		if (!step) throw new Error('login sent nothing');
		const out = logOut(step.next, () => 'anon-2');
		expect(out.distinct_id).toBe('anon-2');
		expect(out.first_id).toBe('');
		expect(unionIdsOf(out)).toEqual({ anonymous_id: 'anon-2' });
		expect(identitiesOf(out)).toEqual({
			$identity_cookie_id: ANON,
			$identity_anonymous_id: 'anon-2',
		});
		expect(out.history_login_id).toEqual({ name: '', value: '' });
	});

	it('logout of a visitor who is not logged in keeps their id, as the SDK does', () => {
		expect(logOut(newState(ANON), noNewId)).toEqual(newState(ANON));
	});
});
