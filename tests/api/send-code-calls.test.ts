import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DbHandle } from '../../src/server/db/client';
import { createTestApi } from './helpers/api';
import { uniqueMobile } from './helpers/builders';
import { createTestDb } from './helpers/test-db';

// sendCode's calls per address follow LOGIN_SENDS_PER_ADDRESS_PER_HOUR (ten calls a code: past its
// codes a shared network's sends each take a captcha ask and the solved send), so a NAT can ask.

let handle: DbHandle;
beforeAll(async () => {
	handle = await createTestDb();
});
afterAll(async () => handle.close());

/** 100000006: too many calls of the route (the per-address send limit answers its own code). */
const TOO_MANY_CALLS = 100000006;

async function answerCodes(sendsPerHour: string, calls: number, ip: string): Promise<number[]> {
	const api = createTestApi(handle.db, { LOGIN_SENDS_PER_ADDRESS_PER_HOUR: sendsPerHour });
	const answers: number[] = [];
	for (let i = 0; i < calls; i += 1) {
		answers.push((await api.call('/account/sendCode', { mobile: uniqueMobile() }, { ip })).code);
	}
	return answers;
}

describe('sendCode calls per address', () => {
	test('are ten times the codes an address may have, and the refusal names the network and the wait', async () => {
		const api = createTestApi(handle.db, { LOGIN_SENDS_PER_ADDRESS_PER_HOUR: '2' });
		const answers = [];
		for (let i = 0; i < 21; i += 1) {
			answers.push(
				await api.call('/account/sendCode', { mobile: uniqueMobile() }, { ip: '10.77.0.1' }),
			);
		}
		const codes = answers.map((answer) => answer.code);
		expect(codes.slice(0, 20)).not.toContain(TOO_MANY_CALLS);
		expect(codes.slice(0, 2)).toEqual([0, 0]);
		expect(answers[20]).toMatchObject({ status: 429, code: TOO_MANY_CALLS });
		expect(answers[20]?.msg).toMatch(/^当前网络请求验证码过于频繁，请 (59|60) 分钟后再试$/);
		expect(answers[20]?.data.resend_in).toBeGreaterThan(3500);
	});

	test('grow with a raised allowance', async () => {
		const answers = await answerCodes('20', 45, '10.77.0.2');
		expect(answers).not.toContain(TOO_MANY_CALLS);
		expect(answers.filter((code) => code === 0)).toHaveLength(20);
	});
});
