import { describe, expect, it } from 'vitest';
import { device } from '../../../src/middleware/device';
import { DESKTOP_UA, fakeContext, fakeNext, locationOf, MOBILE_UA } from './fake-context';

describe('device', () => {
	it('redirects a mobile user agent from /list-page to /mobile/list-page, keeping the query', async () => {
		const response = await device(
			fakeContext('/list-page?province=11&page=2', { userAgent: MOBILE_UA }),
			fakeNext(),
		);
		expect(locationOf(response)).toBe('/mobile/list-page?province=11&page=2');
	});

	it('sends a mobile user agent on /united-list to the mobile list with the same lh_type', async () => {
		const response = await device(
			fakeContext('/united-list?lh_type=3', { userAgent: MOBILE_UA }),
			fakeNext(),
		);
		expect(locationOf(response)).toBe('/mobile/list-page?lh_type=3');
	});

	it('redirects a desktop user agent from a /mobile path to the path without the prefix', async () => {
		const response = await device(
			fakeContext('/mobile/detail-page?id=42', { userAgent: DESKTOP_UA }),
			fakeNext(),
		);
		expect(locationOf(response)).toBe('/detail-page?id=42');
	});

	it.each(['/login?redirect=%2Fuser-center', '/404', '/500'])(
		'leaves %s on the device it was asked from',
		async (path) => {
			const next = fakeNext();
			const context = fakeContext(path, { userAgent: MOBILE_UA });
			await device(context, next);
			expect(next).toHaveBeenCalledOnce();
			expect(context.locals.device).toBe('mobile');
		},
	);

	it('does not move API calls', async () => {
		const next = fakeNext();
		await device(fakeContext('/api/activity/activityJoin', { userAgent: MOBILE_UA }), next);
		expect(next).toHaveBeenCalledOnce();
	});

	it('lets a mobile user agent stay on a mobile page', async () => {
		const next = fakeNext();
		const context = fakeContext('/mobile/home-list', { userAgent: MOBILE_UA });
		await device(context, next);
		expect(next).toHaveBeenCalledOnce();
	});

	it('follows the layout the browser chose over the user agent', async () => {
		const narrowDesktop = fakeContext('/resources-page', {
			userAgent: DESKTOP_UA,
			cookies: { kpy_device: 'mobile' },
		});
		expect(locationOf(await device(narrowDesktop, fakeNext()))).toBe('/mobile/resources-page');

		const toggledPhone = fakeContext('/mobile/resources-page', {
			userAgent: MOBILE_UA,
			cookies: { kpy_device: 'desktop' },
		});
		expect(locationOf(await device(toggledPhone, fakeNext()))).toBe('/resources-page');
	});

	it('ignores a device cookie with an unknown value', async () => {
		const context = fakeContext('/home-list', {
			userAgent: MOBILE_UA,
			cookies: { kpy_device: 'tv' },
		});
		expect(locationOf(await device(context, fakeNext()))).toBe('/mobile/home-list');
	});
});
