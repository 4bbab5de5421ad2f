import { describe, expect, it } from 'vitest';
import { loginReferer, sameOriginRefererPath } from '../../../src/middleware/login-referer';
import { fakeContext, fakeNext, locationOf } from './fake-context';

describe('loginReferer', () => {
	it('sends /login with no query to /login?redirect=<the same-origin previous page>', async () => {
		const context = fakeContext('/login', {
			headers: { referer: 'http://portal.test/detail-page?id=9' },
		});
		const response = await loginReferer(context, fakeNext());
		expect(locationOf(response)).toBe('/login?redirect=%2Fdetail-page%3Fid%3D9');
	});

	it('falls back to /home-list without a Referer', async () => {
		const response = await loginReferer(fakeContext('/login'), fakeNext());
		expect(locationOf(response)).toBe('/login?redirect=%2Fhome-list');
	});

	it('ignores a Referer from another site', async () => {
		const context = fakeContext('/login', { headers: { referer: 'https://evil.example/steal' } });
		expect(locationOf(await loginReferer(context, fakeNext()))).toBe(
			'/login?redirect=%2Fhome-list',
		);
	});

	it('leaves /login alone when it has any query', async () => {
		for (const path of ['/login?redirect=%2Fuser-center', '/login?from=app']) {
			const next = fakeNext();
			await loginReferer(fakeContext(path), next);
			expect(next).toHaveBeenCalledOnce();
		}
	});

	it('does not touch other pages', async () => {
		const next = fakeNext();
		await loginReferer(fakeContext('/list-page'), next);
		expect(next).toHaveBeenCalledOnce();
	});

	it('never takes /login itself or an unparsable Referer as the previous page', () => {
		expect(
			sameOriginRefererPath('http://portal.test/login?redirect=x', 'http://portal.test'),
		).toBeNull();
		expect(sameOriginRefererPath('not a url', 'http://portal.test')).toBeNull();
		expect(sameOriginRefererPath(null, 'http://portal.test')).toBeNull();
	});

	it('never takes an API, upload or unknown path as the previous page', () => {
		for (const path of ['/api/account/loginout', '/uploads/x.webp', '/nowhere']) {
			expect(sameOriginRefererPath(`http://portal.test${path}`, 'http://portal.test')).toBeNull();
		}
	});
});
