import { describe, expect, test } from 'vitest';
import { createHostToken, verifyHostToken } from '../../../../src/server/auth/host-token';

const NOW = new Date('2026-09-01T00:00:00Z');

describe('host-app token', () => {
	const exp = Math.floor(NOW.getTime() / 1000) + 60;

	test('verifies its own signature and expiry', () => {
		const token = createHostToken('host', { uid: 'u1', exp });
		expect(verifyHostToken('host', token, NOW)).toEqual({ uid: 'u1', exp });
		expect(verifyHostToken('other', token, NOW)).toBeNull();
		expect(verifyHostToken('host', token, new Date((exp + 1) * 1000))).toBeNull();
	});

	test('refuses a payload edited after signing', () => {
		const token = createHostToken('host', { uid: 'u1', exp });
		const [, mac] = token.split('.');
		const forged = `${Buffer.from(JSON.stringify({ uid: 'admin', exp })).toString('base64url')}.${mac}`;
		expect(verifyHostToken('host', forged, NOW)).toBeNull();
	});
});
