import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DbHandle } from '../../src/server/db/client';
import { createTestApi } from './helpers/api';
import { uniqueMobile } from './helpers/builders';
import { createTestDb } from './helpers/test-db';

// sendCode's calls per address follow LOGIN_SENDS_PER_ADDRESS_PER_HOUR (three calls a code: a
// captcha refusal, the send and a retry), so a NAT allowed more codes can ask for them.

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
	test('are three times the codes an address may have', async () => {
		const answers = await answerCodes('2', 7, '10.77.0.1');
		expect(answers.slice(0, 6)).not.toContain(TOO_MANY_CALLS);
		expect(answers.slice(0, 2)).toEqual([0, 0]);
		expect(answers[6]).toBe(TOO_MANY_CALLS);
	});

	test('grow with a raised allowance', async () => {
		const answers = await answerCodes('20', 45, '10.77.0.2');
		expect(answers).not.toContain(TOO_MANY_CALLS);
		expect(answers.filter((code) => code === 0)).toHaveLength(20);
	});
});
