import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { CaptchaChallenge } from '../../src/lib/api/types';
import type { DbHandle } from '../../src/server/db/client';
import { loginCodes } from '../../src/server/db/schema';
import { createTestApi, type TestApi } from './helpers/api';
import { uniqueMobile } from './helpers/builders';
import { openTestApi } from './helpers/open-test-api';

let handle: DbHandle;
let api: TestApi;

beforeAll(async () => {
	({ handle, api } = await openTestApi({ CAPTCHA: 'always' }));
});
afterAll(async () => handle.close());

let address = 0;
const nextIp = () => `10.88.${Math.floor(++address / 250)}.${address % 250}`;

/** Solves a challenge as the widget does and encodes the payload the widget submits. */
async function solve(challenge: CaptchaChallenge): Promise<string> {
	const started = performance.now();
	const solution = await solveChallenge({ challenge, deriveKey });
	if (!solution) throw new Error('challenge not solved');
	console.log(
		`[captcha] solved in ${Math.round(performance.now() - started)} ms on Node (one thread), counter ${solution.counter}`,
	);
	const { parameters, signature } = challenge;
	return Buffer.from(JSON.stringify({ challenge: { parameters, signature }, solution })).toString(
		'base64',
	);
}

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');
const decode = (payload: string) => JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));

async function codeRows(mobile: string): Promise<number> {
	const [row] = await handle.db
		.select({ n: count() })
		.from(loginCodes)
		.where(eq(loginCodes.mobile, mobile));
	return row?.n ?? 0;
}

/** A challenge from a refused sendCode, and its solved payload. */
async function solvedPayload(ip = nextIp()): Promise<string> {
	const refused = await api.call('/account/sendCode', { mobile: uniqueMobile() }, { ip });
	expect(refused.code).toBe(100100007);
	return solve(refused.data.captcha);
}

describe('captcha before sendCode (CAPTCHA=always)', () => {
	test('a send without the captcha is refused with a challenge, sends nothing and spends nothing', async () => {
		const mobile = uniqueMobile();
		const ip = nextIp();
		const refused = await api.call('/account/sendCode', { mobile }, { ip });
		expect(refused.status).toBe(200);
		expect(refused.code).toBe(100100007);
		expect(refused.msg).toBe('请先完成人机验证');
		const challenge = refused.data.captcha as CaptchaChallenge;
		expect(challenge.parameters.algorithm).toBe('SHA-256');
		expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
		expect(await codeRows(mobile)).toBe(0);
		// Nothing was spent: solved, the same number and address get their code at once.
		const sent = await api.call(
			'/account/sendCode',
			{ mobile, captcha: await solve(challenge) },
			{ ip },
		);
		expect(sent.code, sent.msg).toBe(0);
		const login = await api.call(
			'/account/ajaxByCode',
			{ mobile, code: api.lastCode(mobile), agree: 1 },
			{ ip },
		);
		expect(login.code).toBe(0);
	});

	test('a solution is used once: replayed on this server or another sharing the database, it is refused', async () => {
		const captcha = await solvedPayload();
		const first = await api.call(
			'/account/sendCode',
			{ mobile: uniqueMobile(), captcha },
			{ ip: nextIp() },
		);
		expect(first.code).toBe(0);
		const again = await api.call(
			'/account/sendCode',
			{ mobile: uniqueMobile(), captcha },
			{ ip: nextIp() },
		);
		expect(again.code).toBe(100100008);
		expect(again.msg).toBe('人机验证已使用过，请重新验证');
		// The refusal brings a fresh challenge to solve instead.
		expect(again.data.captcha.signature).toMatch(/^[0-9a-f]{64}$/);
		const otherServer = createTestApi(handle.db, { CAPTCHA: 'always' });
		const elsewhere = await otherServer.call(
			'/account/sendCode',
			{ mobile: uniqueMobile(), captcha },
			{ ip: nextIp() },
		);
		expect(elsewhere.code).toBe(100100008);
	});

	test('an expired solution is refused', async () => {
		const captcha = await solvedPayload();
		api.setNow(new Date(Date.now() + 6 * 60_000));
		try {
			const late = await api.call(
				'/account/sendCode',
				{ mobile: uniqueMobile(), captcha },
				{ ip: nextIp() },
			);
			expect(late.code).toBe(100100008);
			expect(late.msg).toBe('人机验证已过期，请重新验证');
		} finally {
			api.setNow(undefined);
		}
	});

	test('forged solutions are refused', async () => {
		const payload = decode(await solvedPayload());
		const attempts = [
			// A wrong answer to a genuine challenge.
			encode({
				...payload,
				solution: {
					...payload.solution,
					counter: payload.solution.counter + 1,
					derivedKey: '00'.repeat(32),
				},
			}),
			// An easier challenge than the one signed (the signature no longer matches).
			encode({
				...payload,
				challenge: {
					...payload.challenge,
					parameters: {
						...payload.challenge.parameters,
						expiresAt: payload.challenge.parameters.expiresAt + 3600,
					},
				},
			}),
			// Not signed at all.
			encode({ ...payload, challenge: { parameters: payload.challenge.parameters } }),
			// Not a payload.
			'bm90IGpzb24=',
		];
		for (const captcha of attempts) {
			const mobile = uniqueMobile();
			const forged = await api.call('/account/sendCode', { mobile, captcha }, { ip: nextIp() });
			expect(forged.code).toBe(100100008);
			expect(forged.msg).toMatch(/^人机验证(未通过|无效)，请重新验证$/);
			expect(await codeRows(mobile)).toBe(0);
		}
	});

	test('a challenge signed by another deployment (another secret) is refused', async () => {
		const foreign = createTestApi(handle.db, {
			CAPTCHA: 'always',
			SESSION_SECRET: 'another-site',
		});
		const refused = await foreign.call(
			'/account/sendCode',
			{ mobile: uniqueMobile() },
			{ ip: nextIp() },
		);
		const captcha = await solve(refused.data.captcha);
		const sent = await api.call(
			'/account/sendCode',
			{ mobile: uniqueMobile(), captcha },
			{ ip: nextIp() },
		);
		expect(sent.code).toBe(100100008);
		expect(sent.msg).toBe('人机验证未通过，请重新验证');
	});

	test('a captcha field that is not text names the rule', async () => {
		const sent = await api.call(
			'/account/sendCode',
			{ mobile: uniqueMobile(), captcha: 5 },
			{ ip: nextIp() },
		);
		expect(sent.code).toBe(100000001);
		expect(sent.msg).toBe('人机验证应为文本');
	});
});

describe('CAPTCHA=after:2', () => {
	test('an address sends twice in an hour without the captcha, then is asked for it', async () => {
		const lenient = createTestApi(handle.db, { CAPTCHA: 'after:2' });
		const ip = nextIp();
		for (let i = 0; i < 2; i++) {
			const sent = await lenient.call('/account/sendCode', { mobile: uniqueMobile() }, { ip });
			expect(sent.code, sent.msg).toBe(0);
		}
		const third = await lenient.call('/account/sendCode', { mobile: uniqueMobile() }, { ip });
		expect(third.code).toBe(100100007);
		const captcha = await solve(third.data.captcha);
		const solved = await lenient.call(
			'/account/sendCode',
			{ mobile: uniqueMobile(), captcha },
			{ ip },
		);
		expect(solved.code).toBe(0);
		// Another address still has its free sends.
		expect(
			(await lenient.call('/account/sendCode', { mobile: uniqueMobile() }, { ip: nextIp() })).code,
		).toBe(0);
	});
});

describe('CAPTCHA=off and CAPTCHA_HMAC_KEY', () => {
	test('off never asks, however many codes one address sends', async () => {
		const open = createTestApi(handle.db, { CAPTCHA: 'off' });
		const ip = nextIp();
		for (let i = 0; i < 5; i++) {
			const sent = await open.call('/account/sendCode', { mobile: uniqueMobile() }, { ip });
			expect(sent.code, sent.msg).toBe(0);
		}
	});

	test("servers with one CAPTCHA_HMAC_KEY accept each other's challenges whatever their session secrets", async () => {
		const key = { CAPTCHA: 'always', CAPTCHA_HMAC_KEY: 'shared-captcha-key' };
		const first = createTestApi(handle.db, { ...key, SESSION_SECRET: 'site-a' });
		const second = createTestApi(handle.db, { ...key, SESSION_SECRET: 'site-b' });
		const refused = await first.call(
			'/account/sendCode',
			{ mobile: uniqueMobile() },
			{ ip: nextIp() },
		);
		const captcha = await solve(refused.data.captcha);
		const sent = await second.call(
			'/account/sendCode',
			{ mobile: uniqueMobile(), captcha },
			{ ip: nextIp() },
		);
		expect(sent.code, sent.msg).toBe(0);
		// The default server derives its key from its session secret, so it refuses them.
		const again = await first.call(
			'/account/sendCode',
			{ mobile: uniqueMobile() },
			{ ip: nextIp() },
		);
		const other = await api.call(
			'/account/sendCode',
			{ mobile: uniqueMobile(), captcha: await solve(again.data.captcha) },
			{ ip: nextIp() },
		);
		expect(other.code).toBe(100100008);
	});
});
