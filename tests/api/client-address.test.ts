import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DbHandle } from '../../src/server/db/client';
import { createTestApi } from './helpers/api';
import { uniqueMobile } from './helpers/builders';
import { createTestDb } from './helpers/test-db';

let handle: DbHandle;
beforeAll(async () => {
	handle = await createTestDb();
});
afterAll(async () => handle.close());

const TEN_CODES_AN_HOUR = { LOGIN_SENDS_PER_ADDRESS_PER_HOUR: '10' };

/** Code checks answered before the per-address limit (30 an hour for 10 codes an hour) refused one. */
async function countChecksAllowed(
	api: ReturnType<typeof createTestApi>,
	request: (i: number) => { ip: string; headers?: Record<string, string> },
	attempts = 32,
): Promise<number> {
	let allowed = 0;
	for (let i = 0; i < attempts; i += 1) {
		const result = await api.call(
			'/account/ajaxByCode',
			{ mobile: uniqueMobile(), code: '123456', agree: 1 },
			request(i),
		);
		if (result.status !== 429) allowed += 1;
	}
	return allowed;
}

describe('the client address of per-address limits', () => {
	test('IPv6 clients of one /64 network share one budget', async () => {
		const api = createTestApi(handle.db, TEN_CODES_AN_HOUR);
		expect(
			await countChecksAllowed(api, (i) => ({ ip: `2001:db8:7:7::${(i + 1).toString(16)}` })),
		).toBe(30);
	});

	test('behind one trusted proxy, a forged X-Forwarded-For does not buy a fresh budget', async () => {
		const api = createTestApi(handle.db, { ...TEN_CODES_AN_HOUR, TRUSTED_PROXIES: '1' });
		const forged = (i: number) => ({
			ip: '10.9.0.1',
			headers: { 'x-forwarded-for': `6.6.${i}.6, 198.51.100.20` },
		});
		expect(await countChecksAllowed(api, forged)).toBe(30);
		// Another client behind the same proxy keeps its own budget.
		const other = await api.call(
			'/account/ajaxByCode',
			{ mobile: uniqueMobile(), code: '123456', agree: 1 },
			{ ip: '10.9.0.1', headers: { 'x-forwarded-for': '198.51.100.21' } },
		);
		expect(other.status).toBe(200);
	});
});
