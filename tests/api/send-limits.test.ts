import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import type { CaptchaChallenge } from '../../src/lib/api/types';
import type { DbHandle } from '../../src/server/db/client';
import { createTestApi, type TestApi } from './helpers/api';
import { createTestDb } from './helpers/test-db';

let handle: DbHandle;
beforeAll(async () => {
	handle = await createTestDb();
});
afterAll(async () => handle.close());

const HOUR_S = 3600;
/**
 * The shipped limits with a small captcha, as the e2e server runs it: the address limit is the
 * default itself; the others undo the test helper's roomy values.
 */
const SHIPPED = {
	LOGIN_SENDS_PER_MOBILE_PER_DAY: '10',
	LOGIN_SENDS_PER_PREFIX_PER_HOUR: '30',
	LOGIN_SENDS_PER_HOUR: '10000',
	CAPTCHA_MAX_NUMBER: '2000',
};

let serial = 0;
/** A number in its own 7-digit prefix, so that prefix caps stay out of a test that is not theirs. */
const spreadMobile = () =>
	`15${String(++serial).padStart(5, '0')}${String(serial % 10_000).padStart(4, '0')}`;

async function solve(challenge: CaptchaChallenge): Promise<string> {
	const solution = await solveChallenge({ challenge, deriveKey });
	if (!solution) throw new Error('challenge not solved');
	const { parameters, signature } = challenge;
	return Buffer.from(JSON.stringify({ challenge: { parameters, signature }, solution })).toString(
		'base64',
	);
}

const send = (api: TestApi, mobile: string, ip: string, captcha?: string) =>
	api.call('/account/sendCode', captcha ? { mobile, captcha } : { mobile }, { ip });

describe('a shared network (one address for a school, a venue or carrier NAT)', () => {
	test('sixty people get codes without a captcha; the next is asked for it, told the network is limited and how long, and gets the code once solved', async () => {
		const api = createTestApi(handle.db, { ...SHIPPED, CAPTCHA: 'off' });
		const ip = '10.60.0.1';
		for (let i = 0; i < 60; i += 1) {
			const sent = await send(api, spreadMobile(), ip);
			expect(sent.code, sent.msg).toBe(0);
		}
		const newcomer = spreadMobile();
		const asked = await send(api, newcomer, ip);
		expect(asked.code).toBe(100100007);
		expect(asked.msg).toMatch(/^当前网络获取验证码过于频繁，请完成验证或 (59|60) 分钟后再试$/);
		expect(asked.data.resend_in).toBeGreaterThan(HOUR_S - 60);
		expect(asked.data.resend_in).toBeLessThanOrEqual(HOUR_S);
		const sent = await send(api, newcomer, ip, await solve(asked.data.captcha));
		expect(sent.code, sent.msg).toBe(0);
		expect(api.lastCode(newcomer)).toMatch(/^\d{6}$/);
	});

	test("a solved captcha lifts the address's limit, not the number's", async () => {
		const api = createTestApi(handle.db, {
			...SHIPPED,
			LOGIN_SENDS_PER_ADDRESS_PER_HOUR: '1',
			CAPTCHA: 'off',
		});
		const ip = '10.60.0.2';
		expect((await send(api, spreadMobile(), ip)).code).toBe(0);
		const mobile = spreadMobile();
		const asked = await send(api, mobile, ip);
		expect((await send(api, mobile, ip, await solve(asked.data.captcha))).code).toBe(0);
		const askedElsewhere = await send(api, spreadMobile(), ip);
		const solvedAgain = await send(api, mobile, ip, await solve(askedElsewhere.data.captcha));
		expect(solvedAgain).toMatchObject({ status: 429, code: 100100004 });
		expect(solvedAgain.data.resend_in).toBeGreaterThan(0);
	});
});

describe('caps against SMS pumping', () => {
	test('one number gets at most ten codes in 24 hours, then is told how many hours to wait', async () => {
		const api = createTestApi(handle.db, SHIPPED);
		const mobile = spreadMobile();
		const start = new Date('2026-09-10T00:00:00Z');
		try {
			for (let i = 0; i < 10; i += 1) {
				api.setNow(new Date(start.getTime() + i * 61_000));
				expect((await send(api, mobile, `10.61.0.${i + 1}`)).code).toBe(0);
			}
			api.setNow(new Date(start.getTime() + 10 * 61_000));
			const refused = await send(api, mobile, '10.61.1.1');
			expect(refused).toMatchObject({ status: 429, code: 100100004 });
			expect(refused.msg).toBe('该手机号 24 小时内获取验证码次数已达上限，请 24 小时后再试');
			expect(refused.data.resend_in).toBe(24 * HOUR_S - 10 * 61);
			api.setNow(new Date(start.getTime() + 24 * HOUR_S * 1000 + 1));
			expect((await send(api, mobile, '10.61.1.2')).code).toBe(0);
		} finally {
			api.setNow(undefined);
		}
	});

	test('the numbers of one 7-digit prefix get thirty codes an hour, however many arrive at once', async () => {
		const api = createTestApi(handle.db, SHIPPED);
		const results = await Promise.all(
			Array.from({ length: 40 }, (_, i) =>
				send(api, `1351234${String(i).padStart(4, '0')}`, `10.62.0.${i + 1}`),
			),
		);
		expect(results.filter((result) => result.code === 0)).toHaveLength(30);
		const refused = results.find((result) => result.code !== 0);
		expect(refused).toMatchObject({ status: 429, code: 100100004 });
		expect(refused?.msg).toMatch(/^该号段获取验证码过于频繁，请 \d+ 分钟后再试$/);
		expect((await send(api, '13512350000', '10.62.1.1')).code).toBe(0);
	});

	test('the hourly budget of the whole site warns in the log at 80 % and refuses when spent', async () => {
		const api = createTestApi(handle.db, { ...SHIPPED, LOGIN_SENDS_PER_HOUR: '5' });
		const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
		const error = vi.spyOn(console, 'error').mockImplementation(() => {});
		// An hour of its own: the other tests' sends count in the site's budget too.
		api.setNow(new Date('2027-01-01T00:00:00Z'));
		try {
			const answers = [];
			for (let i = 0; i < 6; i += 1) {
				answers.push(await send(api, spreadMobile(), `10.63.0.${i + 1}`));
				if (i === 2) expect(warn).not.toHaveBeenCalled();
			}
			expect(answers.slice(0, 5).map((answer) => answer.code)).toEqual([0, 0, 0, 0, 0]);
			expect(warn).toHaveBeenCalledTimes(1);
			expect(String(warn.mock.calls[0]?.[0])).toContain('4/5');
			expect(answers[5]).toMatchObject({ status: 429, code: 100100004 });
			expect(answers[5]?.msg).toMatch(/^验证码发送量已达本时段上限，请 \d+ 分钟后再试$/);
			expect(String(error.mock.calls.at(-1)?.[0])).toContain('LOGIN_SENDS_PER_HOUR');
		} finally {
			api.setNow(undefined);
			warn.mockRestore();
			error.mockRestore();
		}
	});
});
