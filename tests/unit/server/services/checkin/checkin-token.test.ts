import { describe, expect, test } from 'vitest';
import {
	bytesToCrockford,
	decodeCrockford,
	encodeCrockford,
	normalizeCrockford,
} from '../../../../../src/lib/checkin/crockford';
import { formatShortCode, normalizeShortCode } from '../../../../../src/lib/checkin/short-code';
import {
	shortCodeOf,
	signPayload,
	verifyPayload,
	verifyShortCode,
} from '../../../../../src/server/services/checkin/checkin-token';
import { registeredName } from '../../../../../src/server/services/checkin/person-name';

const KEY = Buffer.from('0123456789abcdef0123456789abcdef');
const NOW = new Date('2026-10-01T08:00:00Z');
const CLAIM = { registrationId: 4242, activityId: 77, expiresAt: new Date('2026-10-02T08:00:00Z') };

describe('Crockford base32', () => {
	test('round-trips numbers and reads O, I and L as digits, in any case', () => {
		for (const value of [0, 1, 31, 32, 1023, 4242, 2_147_483_647]) {
			expect(decodeCrockford(encodeCrockford(value))).toBe(value);
		}
		expect(encodeCrockford(32, 5)).toBe('00010');
		expect(normalizeCrockford('o1-il Ab')).toBe('0111AB');
		expect(normalizeCrockford('ABU')).toBeNull();
		expect(bytesToCrockford(Uint8Array.from([0xff, 0xff]), 3)).toBe('ZZZ');
	});
});

describe('signed payload', () => {
	test('verifies its own claim and carries only numbers', () => {
		const payload = signPayload(KEY, CLAIM);
		expect(payload).toMatch(/^KPYC1\.[0-9A-Z]+\.[0-9A-Z]+\.[0-9A-Z]+\.[\w-]{22}$/);
		expect(verifyPayload(KEY, payload, NOW)).toEqual({ ok: true, claim: CLAIM });
	});

	test('refuses a changed field, another key, an expired claim and text that is no payload', () => {
		const payload = signPayload(KEY, CLAIM);
		const parts = payload.split('.');
		const otherRegistration = [parts[0], encodeCrockford(4243), ...parts.slice(2)].join('.');
		expect(verifyPayload(KEY, otherRegistration, NOW)).toEqual({ ok: false, reason: 'forged' });
		// 16 bytes in 22 base64url characters leave 4 spare bits in the last one: another spelling
		// of the same bytes is still refused.
		const signature = parts[4] ?? '';
		const last = signature.at(-1) ?? 'A';
		const respelled = 'AEIMQUYcgkosw048'.includes(last)
			? String.fromCharCode(last.charCodeAt(0) + 1)
			: last;
		expect(Buffer.from(signature.slice(0, -1) + respelled, 'base64url')).toEqual(
			Buffer.from(signature, 'base64url'),
		);
		const respelledPayload = [...parts.slice(0, 4), signature.slice(0, -1) + respelled].join('.');
		expect(verifyPayload(KEY, respelledPayload, NOW)).toEqual({ ok: false, reason: 'forged' });
		const otherKey = signPayload(Buffer.from('another key'), CLAIM);
		expect(verifyPayload(KEY, otherKey, NOW)).toEqual({ ok: false, reason: 'forged' });
		expect(verifyPayload(KEY, payload, CLAIM.expiresAt)).toEqual({ ok: false, reason: 'expired' });
		for (const text of [
			'',
			'KPYC1',
			'KPYC1.1.2.3',
			'KPYC2.1.2.3.x',
			'KPYC1.U.2.3.x',
			'https://x',
		]) {
			expect(verifyPayload(KEY, text, NOW)).toEqual({ ok: false, reason: 'malformed' });
		}
	});
});

describe('short code', () => {
	test('is 9 characters of Crockford base32 for the first 33 million registrations', () => {
		const code = shortCodeOf(KEY, 4242);
		expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{9}$/);
		expect(code.startsWith(encodeCrockford(4242, 5))).toBe(true);
		expect(formatShortCode(code)).toBe(`${code.slice(0, 5)}-${code.slice(5)}`);
	});

	test('is read back however it is typed, and refused when any character is wrong', () => {
		const code = shortCodeOf(KEY, 4242);
		expect(verifyShortCode(KEY, ` ${formatShortCode(code).toLowerCase()} `)).toBe(4242);
		for (let k = 0; k < code.length; k += 1) {
			const swapped = code[k] === 'A' ? 'B' : 'A';
			expect(verifyShortCode(KEY, code.slice(0, k) + swapped + code.slice(k + 1))).toBeNull();
		}
		expect(verifyShortCode(Buffer.from('another key'), code)).toBeNull();
		expect(normalizeShortCode('ABCD')).toBeNull();
		expect(verifyShortCode(KEY, '00000-0000')).toBeNull();
	});
});

test('the door reads the registration 姓名 in full; without one, the display name', () => {
	expect(registeredName('张小明', '用户8001')).toBe('张小明');
	expect(registeredName(' 李 ', '用户8001')).toBe('李');
	expect(registeredName('  ', '用户8001')).toBe('用户8001');
});
