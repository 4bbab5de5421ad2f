import { describe, expect, it } from 'vitest';
import { guard } from '../../../../../src/server/edge/steps/guard';
import { fakeContext, fakeNext, locationOf } from './fake-context';

const session = { token: 't', userId: 1, roles: [], adminRegion: '' };

describe('guard', () => {
	it.each([
		'/login?redirect=%2F',
		'/404',
		'/500',
		'/home-list',
		'/mobile/home-list',
		'/list-page',
		'/mobile/list-page',
		'/detail-page?id=1',
		'/mobile/detail-page?id=1',
		'/education-united-list',
		'/mobile/education-united-list',
		'/united-list?lh_type=1',
		'/resources-page',
		'/mobile/resources-page',
		'/resource-detail?id=1',
		'/mobile/resource-detail?id=1',
	])('lets a visitor without a session open the public page %s', async (path) => {
		const next = fakeNext();
		await guard(fakeContext(path), next);
		expect(next).toHaveBeenCalledOnce();
	});

	it.each([
		['/user-center', '/login?redirect=%2Fuser-center'],
		['/mobile/user-center?tab=joined', '/login?redirect=%2Fmobile%2Fuser-center%3Ftab%3Djoined'],
		[
			'/publish-activity?id=7&x=%E4%B8%AD',
			'/login?redirect=%2Fpublish-activity%3Fid%3D7%26x%3D%25E4%25B8%25AD',
		],
		['/mobile/publish-activity', '/login?redirect=%2Fmobile%2Fpublish-activity'],
		['/admin', '/login?redirect=%2Fadmin'],
	])('sends a visitor without a session from %s to %s', async (path, expected) => {
		const next = fakeNext();
		const response = await guard(fakeContext(path), next);
		expect(response?.status).toBe(302);
		expect(locationOf(response)).toBe(expected);
		expect(next).not.toHaveBeenCalled();
	});

	it('lets a signed-in user open a private page, which no cache may keep', async () => {
		const next = fakeNext();
		const response = await guard(fakeContext('/user-center', { locals: { session } }), next);
		expect(next).toHaveBeenCalledOnce();
		expect(response?.headers.get('cache-control')).toBe('private, no-store');
	});

	it('keeps what a private page says of its own caching', async () => {
		const next = fakeNext(new Response('page', { headers: { 'cache-control': 'no-cache' } }));
		const response = await guard(fakeContext('/checkin-page?id=1', { locals: { session } }), next);
		expect(response?.headers.get('cache-control')).toBe('no-cache');
	});

	it('leaves API calls to the API, which answers with its own code', async () => {
		const next = fakeNext();
		await guard(fakeContext('/api/activity/addActivity'), next);
		expect(next).toHaveBeenCalledOnce();
	});
});
