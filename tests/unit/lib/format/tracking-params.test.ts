import { describe, expect, it } from 'vitest';
import { isTrackingParam, searchWithoutTracking } from '../../../../src/lib/format/tracking-params';

describe('tracking parameters', () => {
	it('are campaign tags and what WeChat appends to a shared link', () => {
		for (const name of ['utm_source', 'utm_medium', 'utm_campaign', 'from', 'isappinstalled']) {
			expect(isTrackingParam(name)).toBe(true);
		}
		for (const name of ['keyword', 'page', 'month', 'date', 'id', 'redirect']) {
			expect(isTrackingParam(name)).toBe(false);
		}
	});

	it('are left out of a query, which keeps the rest in order', () => {
		const params = new URLSearchParams('id=7&utm_source=sms&tab=2&from=timeline&isappinstalled=0');
		expect(searchWithoutTracking(params)).toBe('?id=7&tab=2');
		expect(searchWithoutTracking(new URLSearchParams('utm_source=sms'))).toBe('');
		expect(searchWithoutTracking(new URLSearchParams())).toBe('');
	});
});
