import { describe, expect, it } from 'vitest';
import { pickCoding } from '../../../../src/server/edge/accept-encoding.mjs';

describe('pickCoding', () => {
	it('takes the best-rated coding offered, the server’s order breaking ties', () => {
		expect(pickCoding('gzip, deflate, br')).toBe('br');
		expect(pickCoding('gzip;q=1, br;q=0.5')).toBe('gzip');
		expect(pickCoding('br;q=0.8, gzip;q=0.8')).toBe('br');
		expect(pickCoding('gzip, deflate, br', ['gzip'])).toBe('gzip');
		expect(pickCoding('x-gzip')).toBe('gzip');
		expect(pickCoding('*')).toBe('br');
		expect(pickCoding('*;q=0.5, br;q=0')).toBe('gzip');
	});

	it('reads q=0 as “not this coding”, and no header or nothing offered as identity', () => {
		expect(pickCoding('gzip;q=0', ['gzip'])).toBe('identity');
		expect(pickCoding('gzip;q=0, br;q=0')).toBe('identity');
		expect(pickCoding('GZIP;Q=0', ['gzip'])).toBe('identity');
		expect(pickCoding('gzip;q=abc', ['gzip'])).toBe('identity');
		expect(pickCoding(null)).toBe('identity');
		expect(pickCoding('')).toBe('identity');
		expect(pickCoding('deflate')).toBe('identity');
	});
});
