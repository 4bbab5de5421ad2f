import { describe, expect, it } from 'vitest';
import { isStaleAfter } from '../../../../src/server/edge/public-pages';

const KEYS = {
	detail7: 'desktop|/detail-page?id=7',
	detail7Mobile: 'mobile|wechat|/mobile/detail-page?id=7',
	detail70: 'desktop|/detail-page?id=70',
	list: 'desktop|/list-page?sort=hot',
	home: 'mobile|/mobile/home-list',
	figures: 'desktop|/campaign-figures',
	resource: 'desktop|/resource-detail?id=7',
	resources: 'desktop|/resources-page',
	sitemap: 'desktop|/sitemap-1.xml',
};

const staleKeys = (change: Parameters<typeof isStaleAfter>[0]) =>
	Object.entries(KEYS)
		.filter(([, key]) => isStaleAfter(change, key))
		.map(([name]) => name);

describe('isStaleAfter', () => {
	it('one activity’s counters: no page (they lag by a page’s lifetime at most)', () => {
		expect(staleKeys({ kind: 'activity', id: 7 })).toEqual([]);
	});

	it('one activity’s own page (its materials): that activity’s detail pages, in both layouts, only', () => {
		expect(staleKeys({ kind: 'page', id: 7 })).toEqual(['detail7', 'detail7Mobile']);
	});

	it('the lists: every page but other activities’ and the resources', () => {
		expect(staleKeys({ kind: 'lists', id: 7 })).toEqual([
			'detail7',
			'detail7Mobile',
			'list',
			'home',
			'figures',
			'sitemap',
		]);
		expect(staleKeys({ kind: 'lists', id: null })).toEqual([
			'detail7',
			'detail7Mobile',
			'detail70',
			'list',
			'home',
			'figures',
			'sitemap',
		]);
	});

	it('everything: every page', () => {
		expect(staleKeys({ kind: 'all' })).toEqual(Object.keys(KEYS));
	});
});
