import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { readServerConfig } from '../../src/server/config';
import type { DbHandle } from '../../src/server/db/client';
import { loginLockouts } from '../../src/server/db/schema';
import { loginAdmin } from './helpers/admin';
import { createTestApi, type TestApi, type TestLogin } from './helpers/api';
import { uniqueMobile } from './helpers/builders';
import { createTestDb } from './helpers/test-db';

const MINUTE = 60_000;
let handle: DbHandle;
let api: TestApi;

const whoAmI = async (auth: TestLogin) => (await api.call('/user/getUserInfo', {}, { auth })).code;

beforeAll(async () => {
	handle = await createTestDb();
	api = createTestApi(handle.db, { ADMIN_IDLE_MINUTES: '30' });
});
afterAll(async () => handle.close());

describe('退出所有设备', () => {
	test('ends every session of the caller and no one else’s', async () => {
		const mobile = uniqueMobile();
		const phone = await api.login(mobile);
		// A number gets one code a minute.
		api.setNow(new Date(Date.now() + 61_000));
		const laptop = await api.login(mobile).finally(() => api.setNow(undefined));
		const other = await api.login(uniqueMobile());
		const ended = await api.call('/account/loginoutAll', {}, { auth: phone });
		expect(ended.code).toBe(0);
		expect(ended.data).toEqual({ ended: 2 });
		expect(ended.headers.get('set-cookie')).toMatch(/Max-Age=0/i);
		expect(await whoAmI(phone)).toBe(100000099);
		expect(await whoAmI(laptop)).toBe(100000099);
		expect(await whoAmI(other)).toBe(0);
		const cookieOnly = await api.call('/user/getUserInfo', {}, { cookie: laptop.cookie });
		expect(cookieOnly.code).not.toBe(0);
	});

	test('needs a session and a POST', async () => {
		expect((await api.call('/account/loginoutAll', {})).code).toBe(100000009);
		const me = await api.login(uniqueMobile());
		const get = await api.call('/account/loginoutAll', {}, { auth: me, method: 'GET' });
		expect(get.status).toBe(405);
		expect(await whoAmI(me)).toBe(0);
	});
});

describe('admin sessions', () => {
	test('end after ADMIN_IDLE_MINUTES without a request; a request in time keeps them', async () => {
		const admin = await loginAdmin(api, handle.db);
		const start = Date.now();
		try {
			api.setNow(new Date(start + 20 * MINUTE));
			expect((await api.call('/admin/getReviewList', {}, { auth: admin })).code).toBe(0);
			api.setNow(new Date(start + 45 * MINUTE));
			expect((await api.call('/admin/getReviewList', {}, { auth: admin })).code).toBe(0);
			api.setNow(new Date(start + 45 * MINUTE + 31 * MINUTE));
			const idle = await api.call('/admin/getReviewList', {}, { auth: admin });
			expect(idle.code).toBe(100000010);
		} finally {
			api.setNow(undefined);
		}
	});

	test('end 12 hours after sign-in however busy; a citizen’s does not', async () => {
		const admin = await loginAdmin(api, handle.db);
		const citizen = await api.login(uniqueMobile());
		const start = Date.now();
		try {
			for (let minutes = 25; minutes < 12 * 60; minutes += 25) {
				api.setNow(new Date(start + minutes * MINUTE));
				expect((await api.call('/user/getUserInfo', {}, { auth: admin })).code).toBe(0);
			}
			api.setNow(new Date(start + 12 * 60 * MINUTE + MINUTE));
			expect((await api.call('/user/getUserInfo', {}, { auth: admin })).code).toBe(100000010);
			expect(await whoAmI(citizen)).toBe(0);
		} finally {
			api.setNow(undefined);
		}
	});

	test('ADMIN_IDLE_MINUTES defaults to 30', () => {
		expect(readServerConfig({}).adminIdleMinutes).toBe(30);
		expect(() => readServerConfig({ ADMIN_IDLE_MINUTES: '0' })).toThrow(/ADMIN_IDLE_MINUTES/);
	});
});

describe('five wrong login codes in a row', () => {
	const wrongFor = (right: string) => (right === '000000' ? '111111' : '000000');

	test('lock the number for 15 minutes, across codes, with the time it opens again', async () => {
		const mobile = uniqueMobile();
		const codes: number[] = [];
		const start = Date.now();
		// Three wrong on one code, two on the next (a minute later): the run counts across codes.
		for (const [round, tries] of [3, 2].entries()) {
			api.setNow(new Date(start + round * 61_000));
			expect((await api.call('/account/sendCode', { mobile }, { ip: '10.7.0.1' })).code).toBe(0);
			const wrong = wrongFor(api.lastCode(mobile));
			for (let i = 0; i < tries; i += 1) {
				codes.push((await api.call('/account/ajaxByCode', { mobile, code: wrong, agree: 1 })).code);
			}
		}
		expect(codes).toEqual([100100001, 100100001, 100100001, 100100001, 100100003]);
		const right = api.lastCode(mobile);
		const locked = await api.call('/account/ajaxByCode', { mobile, code: right, agree: 1 });
		expect(locked.code).toBe(100100003);
		expect(locked.msg).toMatch(/该手机号已锁定至 \d{1,2}月\d{1,2}日 \d{2}:\d{2}（北京时间）/);
		const resend = await api.call('/account/sendCode', { mobile }, { ip: '10.7.0.2' });
		expect(resend.code).toBe(100100003);
		api.setNow(new Date(start + 61_000 + 15 * MINUTE + 1000));
		try {
			const sent = await api.call('/account/sendCode', { mobile }, { ip: '10.7.0.3' });
			expect(sent.code).toBe(0);
			const login = await api.call('/account/ajaxByCode', {
				mobile,
				code: api.lastCode(mobile),
				agree: 1,
			});
			expect(login.code).toBe(0);
		} finally {
			api.setNow(undefined);
		}
	});

	test('a right code ends the run', async () => {
		const mobile = uniqueMobile();
		const start = Date.now();
		for (let round = 0; round < 2; round += 1) {
			api.setNow(new Date(start + round * 61_000));
			expect((await api.call('/account/sendCode', { mobile }, { ip: '10.7.1.1' })).code).toBe(0);
			const right = api.lastCode(mobile);
			for (let i = 0; i < 4; i += 1) {
				await api.call('/account/ajaxByCode', { mobile, code: wrongFor(right), agree: 1 });
			}
			expect((await api.call('/account/ajaxByCode', { mobile, code: right, agree: 1 })).code).toBe(
				0,
			);
		}
		api.setNow(undefined);
		const [lockout] = await handle.db
			.select()
			.from(loginLockouts)
			.where(eq(loginLockouts.mobile, mobile));
		expect(lockout).toBeUndefined();
	});
});
