import md5 from 'md5';
import { describe, expect, it } from 'vitest';
import { signRequest } from '../../../src/lib/sign';

describe('signRequest', () => {
	const now = Date.UTC(2025, 8, 1);

	it('double-hashes the sorted parameters, path and timestamp with the secret appended', () => {
		const { timestamp, sn } = signRequest(
			'/activity/activityJoin',
			{ id: 42, b: 'x' },
			'secret',
			now,
		);
		expect(timestamp).toBe('1756684800');
		const joined = 'b=x&id=42&path=/activity/activityJoin&timestamp=1756684800';
		expect(sn).toBe(md5(`${md5(joined)}secret`));
	});

	it('does not depend on the order the parameters come in', () => {
		const one = signRequest('/p', { a: 1, z: 2 }, 's', now);
		const two = signRequest('/p', { z: 2, a: 1 }, 's', now);
		expect(one.sn).toBe(two.sn);
	});

	it('changes with the secret, the path and every value', () => {
		const base = signRequest('/p', { a: 1 }, 's', now).sn;
		expect(signRequest('/p', { a: 1 }, 't', now).sn).not.toBe(base);
		expect(signRequest('/q', { a: 1 }, 's', now).sn).not.toBe(base);
		expect(signRequest('/p', { a: 2 }, 's', now).sn).not.toBe(base);
	});

	it('leaves empty values out of the signed text', () => {
		const withEmpty = signRequest('/p', { a: 1, b: '', c: undefined }, 's', now).sn;
		expect(withEmpty).toBe(signRequest('/p', { a: 1 }, 's', now).sn);
	});
});

describe('signRequest against the server', () => {
	it('produces the sn that the server verifier accepts, objects and booleans included', async () => {
		const { verifyRequestSign } = await import('../../../src/server/auth/request-sign');
		const now = Date.now();
		const params = { id: 42, tags: JSON.stringify([1, 2]), agree: true, empty: '' };
		const signature = signRequest('/activity/activityJoin', params, 'shared', now);
		const input = { ...params, ...signature };
		expect(() =>
			verifyRequestSign(input, '/activity/activityJoin', 'shared', new Date(now)),
		).not.toThrow();
		expect(() =>
			verifyRequestSign(input, '/activity/activityThumb', 'shared', new Date(now)),
		).toThrow('请求签名错误');
	});
});
