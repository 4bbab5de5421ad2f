import { describe, expect, it } from 'vitest';
import {
	activityHref,
	browsePath,
	jointActionHref,
	resourceHref,
} from '../../../../src/lib/format/page-links';

describe('browsing links', () => {
	it('links to the page of the current layout, so no redirect is needed', () => {
		expect(browsePath('desktop', '/list-page')).toBe('/list-page');
		expect(browsePath('mobile', '/list-page')).toBe('/mobile/list-page');
		expect(activityHref('mobile', 7)).toBe('/mobile/detail-page?id=7');
		expect(resourceHref('desktop', 3)).toBe('/resource-detail?id=3');
	});

	it('sends a phone to the filtered mobile list for a joint action, and to the bases page for none', () => {
		expect(jointActionHref('desktop', 2)).toBe('/united-list?lh_type=2');
		expect(jointActionHref('mobile', 2)).toBe('/mobile/list-page?lh_type=2');
		expect(jointActionHref('mobile', null)).toBe('/mobile/education-united-list');
	});
});
