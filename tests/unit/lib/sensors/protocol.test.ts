import { describe, expect, it } from 'vitest';
import {
	base64Utf8,
	decodeBase64Utf8,
	encodeRecord,
	hashCode,
} from '../../../../src/lib/sensors/protocol';
import capture from './sdk-capture.json';

// sdk-capture.json: what sa-sdk-javascript 1.27.11 sent and stored on the portal (a page view on
// /home-list?utm_source=abc, then a login), captured in Chromium before the SDK was replaced.

describe('the Sensors beacon body', () => {
	it('is byte for byte the body sa-sdk-javascript sent for the same record', () => {
		expect(encodeRecord(capture.pageView.record)).toBe(capture.pageView.body);
		expect(encodeRecord(capture.signUp.record)).toBe(capture.signUp.body);
	});

	it('is data=<base64 of UTF-8 JSON>&ext=crc=<String.hashCode of the base64>', () => {
		const body = new URLSearchParams(encodeRecord({ event: '首页', n: 1 }));
		const data = body.get('data') ?? '';
		expect(JSON.parse(decodeBase64Utf8(data))).toEqual({ event: '首页', n: 1 });
		expect(body.get('ext')).toBe(`crc=${hashCode(data)}`);
		expect([...body.keys()]).toEqual(['data', 'ext']);
	});

	it('hashes like Java String.hashCode, overflowing to 32-bit integers', () => {
		expect(hashCode('')).toBe(0);
		expect(hashCode('a')).toBe(97);
		expect(hashCode('hello')).toBe(99162322);
		expect(hashCode('polygenelubricants')).toBe(-2147483648);
	});

	it('encodes Chinese text as UTF-8 base64, as the server decodes it', () => {
		expect(base64Utf8('科普')).toBe(Buffer.from('科普').toString('base64'));
	});
});
