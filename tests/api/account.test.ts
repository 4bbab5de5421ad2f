import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createHostToken } from '../../src/server/auth/host-token';
import { SESSION_LIFETIME_MS } from '../../src/server/auth/sessions';
import type { DbHandle } from '../../src/server/db/client';
import { createTestApi, type TestApi } from './helpers/api';
import { uniqueMobile } from './helpers/builders';
import { openTestApi } from './helpers/open-test-api';

let handle: DbHandle;
let api: TestApi;

beforeAll(async () => {
	({ handle, api } = await openTestApi({ HOST_APP_SECRET: 'host-secret' }));
});
afterAll(async () => handle.close());

const MINUTE = 60_000;

async function sendCode(mobile: string, ip = '10.1.1.1') {
	return api.call('/account/sendCode', { mobile }, { ip });
}

describe('sendCode', () => {
	test('sends a 6-digit code to the configured file sender', async () => {
		const mobile = uniqueMobile();
		const sent = await sendCode(mobile, '10.2.0.1');
		expect(sent.code).toBe(0);
		expect(sent.data).toEqual({ expires_in: 300, resend_in: 60 });
		expect(api.lastCode(mobile)).toMatch(/^\d{6}$/);
	});

	test('refuses a malformed mobile number naming the field', async () => {
		const sent = await sendCode('12345', '10.2.0.2');
		expect(sent.code).toBe(100000001);
		expect(sent.msg).toContain('手机号');
	});

	test('allows one send per number per 60 seconds', async () => {
		const mobile = uniqueMobile();
		expect((await sendCode(mobile, '10.2.0.3')).code).toBe(0);
		const again = await sendCode(mobile, '10.2.0.4');
		expect(again.status).toBe(429);
		expect(again.code).toBe(100100004);
	});

	test('a refused send says the real seconds left, in the message and in resend_in', async () => {
		const mobile = uniqueMobile();
		const sentAt = new Date('2026-09-01T02:00:00.000Z');
		api.setNow(sentAt);
		try {
			expect((await sendCode(mobile, '10.2.0.6')).code).toBe(0);
			api.setNow(new Date(sentAt.getTime() + 37_400));
			const again = await sendCode(mobile, '10.2.0.7');
			expect(again.code).toBe(100100004);
			expect(again.msg).toBe('验证码发送过于频繁，请 23 秒后再试');
			expect(again.data).toEqual({ resend_in: 23 });
			api.setNow(new Date(sentAt.getTime() + MINUTE + 1));
			expect((await sendCode(mobile, '10.2.0.8')).code).toBe(0);
		} finally {
			api.setNow(undefined);
		}
	});

	test('allows sixty sends per address per hour, then asks for the captcha, naming the network', async () => {
		const results = [];
		for (let i = 0; i < 61; i += 1) results.push(await sendCode(uniqueMobile(), '10.2.0.5'));
		expect(results.slice(0, 60).every((result) => result.code === 0)).toBe(true);
		expect(results[60]?.code).toBe(100100007);
		expect(results[60]?.msg).toContain('当前网络');
		expect(results[60]?.data.captcha.signature).toMatch(/^[0-9a-f]{64}$/);
	});

	test('takes the per-address allowance from LOGIN_SENDS_PER_ADDRESS_PER_HOUR', async () => {
		const roomy = createTestApi(handle.db, { LOGIN_SENDS_PER_ADDRESS_PER_HOUR: '12' });
		const send = () =>
			roomy.call('/account/sendCode', { mobile: uniqueMobile() }, { ip: '10.2.0.6' });
		const results = [];
		for (let i = 0; i < 13; i += 1) results.push(await send());
		expect(results.slice(0, 12).every((result) => result.code === 0)).toBe(true);
		expect(results[12]?.code).toBe(100100007);
	});
});

describe('ajaxByCode', () => {
	test('logs in with the right code and sets an HttpOnly SameSite=Lax session cookie', async () => {
		const mobile = uniqueMobile();
		await sendCode(mobile, '10.3.0.1');
		const login = await api.call('/account/ajaxByCode', {
			mobile,
			code: api.lastCode(mobile),
			agree: 1,
		});
		expect(login.code).toBe(0);
		expect(login.data.token).toMatch(/^[0-9a-f]{64}$/);
		expect(login.data.sign).toMatch(/^[0-9a-f]{32}$/);
		expect(login.data.openid).toBeTruthy();
		const cookie = login.headers.get('set-cookie') ?? '';
		expect(cookie).toContain(`kpy_session=${login.data.token}`);
		expect(cookie).toContain('HttpOnly');
		expect(cookie).toContain('SameSite=Lax');
		expect(cookie).toContain('Path=/');
	});

	test('login also sets the signed-in marker that pages read, without HttpOnly; logout clears both', async () => {
		const user = await api.login(uniqueMobile());
		const cookies = user.cookie.split(/,\s*(?=kpy_)/);
		const marker = cookies.find((cookie) => cookie.startsWith('kpy_signed_in='));
		expect(marker).toBe(
			`kpy_signed_in=1; Path=/; SameSite=Lax; Max-Age=${SESSION_LIFETIME_MS / 1000}`,
		);
		expect(marker).not.toContain('HttpOnly');
		const out = await api.call('/account/loginout', {}, { method: 'GET', auth: user });
		const cleared = (out.headers.get('set-cookie') ?? '').split(/,\s*(?=kpy_)/);
		expect(cleared.map((cookie) => cookie.split(';')[0])).toEqual([
			'kpy_session=',
			'kpy_signed_in=',
		]);
		expect(cleared.every((cookie) => cookie.includes('Max-Age=0'))).toBe(true);
	});

	test('accepts a form-encoded body as well as JSON', async () => {
		const mobile = uniqueMobile();
		await sendCode(mobile, '10.3.0.2');
		const login = await api.call(
			'/account/ajaxByCode',
			{ mobile, code: api.lastCode(mobile), agree: 1 },
			{ as: 'form' },
		);
		expect(login.code).toBe(0);
	});

	test('answers a wrong code with the tries left', async () => {
		const mobile = uniqueMobile();
		await sendCode(mobile, '10.3.0.3');
		const wrong = api.lastCode(mobile) === '000000' ? '111111' : '000000';
		const result = await api.call('/account/ajaxByCode', { mobile, code: wrong, agree: 1 });
		expect(result.code).toBe(100100001);
		expect(result.msg).toContain('还可尝试 4 次');
	});

	test('refuses a code that was already used', async () => {
		const mobile = uniqueMobile();
		await sendCode(mobile, '10.3.0.4');
		const code = api.lastCode(mobile);
		expect((await api.call('/account/ajaxByCode', { mobile, code, agree: 1 })).code).toBe(0);
		const reused = await api.call('/account/ajaxByCode', { mobile, code, agree: 1 });
		expect(reused.code).toBe(100100002);
	});

	test('refuses a code older than five minutes', async () => {
		const mobile = uniqueMobile();
		await sendCode(mobile, '10.3.0.5');
		api.setNow(new Date(Date.now() + 5 * MINUTE + 1000));
		try {
			const late = await api.call('/account/ajaxByCode', {
				mobile,
				code: api.lastCode(mobile),
				agree: 1,
			});
			expect(late.code).toBe(100100002);
			expect(late.msg).toContain('过期');
		} finally {
			api.setNow(undefined);
		}
	});

	test('burns a code after five wrong tries, so the right code fails afterwards', async () => {
		const mobile = uniqueMobile();
		await sendCode(mobile, '10.3.0.6');
		const right = api.lastCode(mobile);
		const wrong = right === '000000' ? '111111' : '000000';
		const codes = [];
		for (let i = 0; i < 5; i += 1) {
			codes.push(
				(
					await api.call(
						'/account/ajaxByCode',
						{ mobile, code: wrong, agree: 1 },
						{ ip: `10.3.1.${i}` },
					)
				).code,
			);
		}
		expect(codes).toEqual([100100001, 100100001, 100100001, 100100001, 100100003]);
		const after = await api.call(
			'/account/ajaxByCode',
			{ mobile, code: right, agree: 1 },
			{ ip: '10.3.1.9' },
		);
		expect(after.code).not.toBe(0);
	});

	test('lets at most five of many parallel guesses be checked', async () => {
		const mobile = uniqueMobile();
		await sendCode(mobile, '10.3.0.7');
		const right = api.lastCode(mobile);
		const guesses = Array.from({ length: 20 }, (_, i) =>
			String((Number(right) + 1 + i) % 1_000_000).padStart(6, '0'),
		);
		const results = await Promise.all(
			guesses.map((code, i) =>
				api.call('/account/ajaxByCode', { mobile, code, agree: 1 }, { ip: `10.3.2.${i}` }),
			),
		);
		expect(results.filter((result) => result.code === 100100001).length).toBeLessThanOrEqual(4);
		expect(
			(
				await api.call(
					'/account/ajaxByCode',
					{ mobile, code: right, agree: 1 },
					{ ip: '10.3.2.99' },
				)
			).code,
		).not.toBe(0);
	});

	test('keeps only the newest code of a number valid', async () => {
		const mobile = uniqueMobile();
		await sendCode(mobile, '10.3.0.8');
		const first = api.lastCode(mobile);
		api.setNow(new Date(Date.now() + 61_000));
		try {
			await api.call('/account/sendCode', { mobile }, { ip: '10.3.0.8' });
			const second = api.lastCode(mobile);
			if (first !== second) {
				expect(
					(await api.call('/account/ajaxByCode', { mobile, code: first, agree: 1 })).code,
				).not.toBe(0);
			}
			expect((await api.call('/account/ajaxByCode', { mobile, code: second, agree: 1 })).code).toBe(
				0,
			);
		} finally {
			api.setNow(undefined);
		}
	});

	test('limits login attempts per address to three an hour for each code it may be sent', async () => {
		const ip = '10.3.9.9';
		const tenCodesAnHour = createTestApi(handle.db, { LOGIN_SENDS_PER_ADDRESS_PER_HOUR: '10' });
		const codes = [];
		for (let i = 0; i < 31; i += 1) {
			codes.push(
				(
					await tenCodesAnHour.call(
						'/account/ajaxByCode',
						{ mobile: uniqueMobile(), code: '123456', agree: 1 },
						{ ip },
					)
				).status,
			);
		}
		expect(codes.slice(0, 30).every((status) => status === 200)).toBe(true);
		expect(codes[30]).toBe(429);
	});
});

describe('sessions', () => {
	test('getUserInfo answers the user with token + sign headers or with the cookie alone', async () => {
		const mobile = uniqueMobile();
		const user = await api.login(mobile);
		const byHeaders = await api.call('/user/getUserInfo', {}, { auth: user });
		expect(byHeaders.code).toBe(0);
		expect(byHeaders.data).toMatchObject({
			uid: String(user.uid),
			is_kpy: 2,
			mobile: `${mobile.slice(0, 3)}****${mobile.slice(7)}`,
		});
		expect(byHeaders.data.show_name).toBe(`用户${mobile.slice(-4)}`);
		const byCookie = await api.call(
			'/user/getUserInfo',
			{},
			{ cookie: `kpy_session=${user.token}` },
		);
		expect(byCookie.data.uid).toBe(String(user.uid));
	});

	test('answers 100000009 without a token and with a wrong sign', async () => {
		expect((await api.call('/user/getUserInfo', {})).code).toBe(100000009);
		const user = await api.login(uniqueMobile());
		const forged = await api.call(
			'/user/getUserInfo',
			{},
			{ auth: { token: user.token, sign: '0'.repeat(32) } },
		);
		expect(forged.code).toBe(100000009);
		const unknown = await api.call(
			'/user/getUserInfo',
			{},
			{ cookie: `kpy_session=${'a'.repeat(64)}` },
		);
		expect(unknown.code).toBe(100000009);
	});

	test('logout revokes the session and clears the cookie; the token then answers 100000099', async () => {
		const user = await api.login(uniqueMobile());
		const out = await api.call('/account/loginout', {}, { method: 'GET', auth: user });
		expect(out.code).toBe(0);
		expect(out.headers.get('set-cookie')).toContain('Max-Age=0');
		expect((await api.call('/user/getUserInfo', {}, { auth: user })).code).toBe(100000099);
		expect(
			(await api.call('/user/getUserInfo', {}, { cookie: `kpy_session=${user.token}` })).code,
		).toBe(100000099);
	});

	test('answers 100000010 once the session is older than 30 days', async () => {
		const user = await api.login(uniqueMobile());
		api.setNow(new Date(Date.now() + 31 * 86_400_000));
		try {
			expect((await api.call('/user/getUserInfo', {}, { auth: user })).code).toBe(100000010);
		} finally {
			api.setNow(undefined);
		}
	});

	test('ends a session idle for more than 7 days, and keeps one used within them', async () => {
		const idle = await api.login(uniqueMobile());
		const active = await api.login(uniqueMobile());
		const day = 86_400_000;
		try {
			api.setNow(new Date(Date.now() + 6 * day));
			expect((await api.call('/user/getUserInfo', {}, { auth: active })).code).toBe(0);
			api.setNow(new Date(Date.now() + 12 * day));
			expect((await api.call('/user/getUserInfo', {}, { auth: active })).code).toBe(0);
			expect((await api.call('/user/getUserInfo', {}, { auth: idle })).code).toBe(100000010);
		} finally {
			api.setNow(undefined);
		}
	});

	test('a second login gives a new token and keeps the same user', async () => {
		const mobile = uniqueMobile();
		const first = await api.login(mobile);
		api.setNow(new Date(Date.now() + 61_000));
		try {
			const second = await api.login(mobile);
			expect(second.token).not.toBe(first.token);
			expect(second.uid).toBe(first.uid);
		} finally {
			api.setNow(undefined);
		}
	});
});

describe('getUserByToken', () => {
	const hostToken = (
		overrides: Partial<{ uid: string; mobile: string; name: string; exp: number }> = {},
	) =>
		createHostToken('host-secret', {
			uid: 'host-42',
			name: '宿主用户',
			exp: Math.floor(Date.now() / 1000) + 600,
			...overrides,
		});

	test('logs in the host user of a valid token, creating them once', async () => {
		const first = await api.call('/account/getUserByToken', { app_token: hostToken() });
		expect(first.code).toBe(0);
		expect(first.headers.get('set-cookie')).toContain('kpy_session=');
		const second = await api.call('/account/getUserByToken', { app_token: hostToken() });
		expect(second.data.uid).toBe(first.data.uid);
		const info = await api.call('/user/getUserInfo', {}, { auth: second.data });
		expect(info.data.show_name).toBe('宿主用户');
	});

	test('refuses forged, expired and malformed tokens', async () => {
		const forged = createHostToken('other-secret', {
			uid: 'x',
			exp: Math.floor(Date.now() / 1000) + 600,
		});
		const expired = hostToken({ exp: Math.floor(Date.now() / 1000) - 1 });
		for (const app_token of [forged, expired, 'not-a-token', `${hostToken()}x`]) {
			const result = await api.call('/account/getUserByToken', { app_token });
			expect(result.code).toBe(100100005);
		}
		expect((await api.call('/account/getUserByToken', {})).code).toBe(100000001);
	});

	test('answers a clear code when no host secret is configured', async () => {
		const bare = createTestApi(handle.db);
		const result = await bare.call('/account/getUserByToken', { app_token: hostToken() });
		expect(result.code).toBe(100100005);
		expect(result.msg).toContain('未配置');
	});
});
