import { describe, expect, it } from 'vitest';
import { knownPaths } from '../../../src/middleware/known-paths';
import { fakeContext, fakeNext, locationOf } from './fake-context';

describe('knownPaths', () => {
	it('redirects / to /home-list', async () => {
		const next = fakeNext();
		const response = await knownPaths(fakeContext('/'), next);
		expect(response?.status).toBe(302);
		expect(locationOf(response)).toBe('/home-list');
		expect(next).not.toHaveBeenCalled();
	});

	it('redirects an unknown path to /404', async () => {
		const response = await knownPaths(fakeContext('/no-such-page?x=1'), fakeNext());
		expect(locationOf(response)).toBe('/404');
	});

	it('redirects an unknown /mobile path to /404', async () => {
		const response = await knownPaths(fakeContext('/mobile/united-list'), fakeNext());
		expect(locationOf(response)).toBe('/404');
	});

	it.each([
		'/home-list',
		'/mobile/home-list',
		'/detail-page',
		'/list-page/',
		'/404',
		'/500',
		'/login',
		'/api/activity/getActDetail',
		'/api/h5/first/getBannerList',
		'/livez',
		'/_astro/client.js',
	])('lets %s through', async (path) => {
		const next = fakeNext();
		await knownPaths(fakeContext(path), next);
		expect(next).toHaveBeenCalledOnce();
	});
});
