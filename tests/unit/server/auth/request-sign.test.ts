import { describe, expect, test } from 'vitest';
import { signRequest } from '../../../../src/lib/sign';
import { computeRequestSign, verifyRequestSign } from '../../../../src/server/auth/request-sign';

const NOW = new Date('2026-09-01T00:00:00Z');

describe('request signature', () => {
	test('matches what the browser client computes for the same fields', () => {
		const signed = signRequest(
			'/activity/activityJoin',
			{ id: 7, note: '' },
			's3cret',
			NOW.getTime(),
		);
		const input = { id: 7, note: '', ...signed };
		expect(computeRequestSign(input, '/activity/activityJoin', 's3cret')).toBe(signed.sn);
		expect(() => verifyRequestSign(input, '/activity/activityJoin', 's3cret', NOW)).not.toThrow();
	});

	test('throws the stale code outside five minutes and the sign code when tampered', () => {
		const signed = signRequest('/x', { id: 1 }, 'k', NOW.getTime() - 301_000);
		expect(() => verifyRequestSign({ id: 1, ...signed }, '/x', 'k', NOW)).toThrow('请求已过期');
		const fresh = signRequest('/x', { id: 1 }, 'k', NOW.getTime());
		expect(() => verifyRequestSign({ id: 2, ...fresh }, '/x', 'k', NOW)).toThrow('请求签名错误');
	});
});
