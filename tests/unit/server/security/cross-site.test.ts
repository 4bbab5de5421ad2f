import { describe, expect, it } from 'vitest';
import { isCrossSiteRequest } from '../../../../src/server/api/cross-site';

describe('isCrossSiteRequest', () => {
	const request = (headers: Record<string, string>) =>
		new Request('http://portal.test/api/account/loginout', { headers });

	it.each([
		['cross-site', true],
		['same-site', true],
		['same-origin', false],
		['none', false],
	])('Sec-Fetch-Site: %s → cross-site %s', (site, refused) => {
		expect(isCrossSiteRequest(request({ 'sec-fetch-site': site }))).toBe(refused);
	});

	it('falls back on Origin where a browser sends no Fetch Metadata', () => {
		expect(isCrossSiteRequest(request({ origin: 'https://evil.example' }))).toBe(true);
		expect(isCrossSiteRequest(request({ origin: 'null' }))).toBe(true);
		expect(isCrossSiteRequest(request({ origin: 'http://portal.test' }))).toBe(false);
	});

	it('lets a client that is not a browser through (no Sec-Fetch-Site, no Origin)', () => {
		expect(isCrossSiteRequest(request({}))).toBe(false);
	});

	it('trusts Sec-Fetch-Site over a matching Origin', () => {
		const forged = request({ 'sec-fetch-site': 'cross-site', origin: 'http://portal.test' });
		expect(isCrossSiteRequest(forged)).toBe(true);
	});
});
