import { describe, expect, it } from 'vitest';
import { HSTS, NON_PAGE_CSP } from '../../../../../src/server/edge/security-headers';
import { securityHeaders } from '../../../../../src/server/edge/steps/security-headers';
import { fakeContext, fakeNext } from './fake-context';

const PAGE_CSP = "default-src 'self'; script-src 'self' 'sha256-abc'";

async function answer(path: string, response: Response): Promise<Headers> {
	const result = await securityHeaders(fakeContext(path), fakeNext(response));
	if (!(result instanceof Response)) throw new Error('the middleware answered no Response');
	return result.headers;
}

describe('securityHeaders', () => {
	it('gives a JSON answer nosniff, a referrer policy and the empty non-page policy', async () => {
		const headers = await answer(
			'/api/first/getBannerList',
			new Response('{}', { headers: { 'content-type': 'application/json' } }),
		);
		expect(headers.get('x-content-type-options')).toBe('nosniff');
		expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
		expect(headers.get('content-security-policy')).toBe(NON_PAGE_CSP);
		expect(NON_PAGE_CSP).toContain("frame-ancestors 'none'");
	});

	it("keeps Astro's policy on a page", async () => {
		const page = new Response('<!doctype html>', {
			headers: { 'content-type': 'text/html', 'content-security-policy': PAGE_CSP },
		});
		const headers = await answer('/home-list', page);
		expect(headers.get('content-security-policy')).toBe(PAGE_CSP);
		expect(headers.get('x-content-type-options')).toBe('nosniff');
	});

	it('never gives a page the non-page policy, even where Astro sent none (astro dev)', async () => {
		const page = new Response('<!doctype html>', { headers: { 'content-type': 'text/html' } });
		const headers = await answer('/home-list', page);
		expect(headers.get('content-security-policy')).toBeNull();
		expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
	});

	it("keeps a handler's own values (the uploads sandbox)", async () => {
		const upload = new Response('x', {
			headers: {
				'content-type': 'image/png',
				'content-security-policy': "sandbox; default-src 'none'",
				'referrer-policy': 'no-referrer',
			},
		});
		const headers = await answer('/uploads/a.png', upload);
		expect(headers.get('content-security-policy')).toBe("sandbox; default-src 'none'");
		expect(headers.get('referrer-policy')).toBe('no-referrer');
	});

	it('adds the headers to a redirect whose headers cannot be changed', async () => {
		const redirect = Response.redirect('http://portal.test/mobile/home-list', 302);
		const result = await securityHeaders(fakeContext('/home-list'), fakeNext(redirect));
		if (!(result instanceof Response)) throw new Error('the middleware answered no Response');
		expect(result.status).toBe(302);
		expect(result.headers.get('location')).toBe('http://portal.test/mobile/home-list');
		expect(result.headers.get('x-content-type-options')).toBe('nosniff');
	});

	it('sends HSTS over https only', async () => {
		const json = () => new Response('{}', { headers: { 'content-type': 'application/json' } });
		const plain = await answer('/api/x', json());
		expect(plain.get('strict-transport-security')).toBeNull();
		const secure = await securityHeaders(
			fakeContext('https://portal.test/api/x'),
			fakeNext(json()),
		);
		if (!(secure instanceof Response)) throw new Error('the middleware answered no Response');
		expect(secure.headers.get('strict-transport-security')).toBe(HSTS);
	});
});
