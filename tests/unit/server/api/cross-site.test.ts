import { describe, expect, it } from 'vitest';
import { isCrossSiteRequest } from '../../../../src/server/api/cross-site';

const PUBLIC_ORIGIN = 'https://www.portal.test';

describe('isCrossSiteRequest', () => {
	const isCrossSite = (request: Request) => isCrossSiteRequest(request, PUBLIC_ORIGIN);
	const request = (headers: Record<string, string>) =>
		new Request('http://portal.test/api/account/loginout', { headers });

	it.each([
		['cross-site', true],
		['same-site', true],
		['same-origin', false],
		['none', false],
	])('Sec-Fetch-Site: %s → cross-site %s', (site, refused) => {
		expect(isCrossSite(request({ 'sec-fetch-site': site }))).toBe(refused);
	});

	it('falls back on Origin where a browser sends no Fetch Metadata', () => {
		expect(isCrossSite(request({ origin: 'https://evil.example' }))).toBe(true);
		expect(isCrossSite(request({ origin: 'null' }))).toBe(true);
		expect(isCrossSite(request({ origin: 'http://portal.test' }))).toBe(false);
	});

	it('takes an Origin of the public origin as ours behind a proxy that ends TLS', () => {
		expect(isCrossSite(request({ origin: PUBLIC_ORIGIN }))).toBe(false);
		expect(isCrossSite(request({ origin: 'https://portal.test' }))).toBe(true);
	});

	it('lets a client that is not a browser through (no Sec-Fetch-Site, no Origin)', () => {
		expect(isCrossSite(request({}))).toBe(false);
	});

	it('trusts Sec-Fetch-Site over a matching Origin', () => {
		const forged = request({ 'sec-fetch-site': 'cross-site', origin: 'http://portal.test' });
		expect(isCrossSite(forged)).toBe(true);
	});
});
