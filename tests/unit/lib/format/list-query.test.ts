import { describe, expect, it } from 'vitest';
import {
	countActiveFilters,
	countPages,
	hasActiveFilters,
	pageWindow,
	readQuery,
	withQuery,
} from '../../../../src/lib/format/list-query';

describe('list query links', () => {
	it('keeps the other filters and goes back to page 1 when a filter changes', () => {
		const params = new URLSearchParams('province_code=110000&audience=3&page=4');
		expect(withQuery('/list-page', params, { sort: 'hot' })).toBe(
			'/list-page?province_code=110000&audience=3&sort=hot',
		);
	});

	it('keeps the filters when only the page changes, and drops page 1 and empty values', () => {
		const params = new URLSearchParams('keyword=%E7%A7%91&mode=');
		expect(withQuery('/list-page', params, { page: 3 })).toBe(
			'/list-page?keyword=%E7%A7%91&page=3',
		);
		expect(withQuery('/list-page', params, { page: 1 })).toBe('/list-page?keyword=%E7%A7%91');
	});

	it('drops the device-change timestamp so shared links stay clean', () => {
		expect(withQuery('/list-page', new URLSearchParams('t=123&lh_type=2'), {})).toBe(
			'/list-page?lh_type=2',
		);
	});

	it('leaves campaign tags and WeChat share parameters out of links within the list', () => {
		const params = new URLSearchParams(
			'mode=online&utm_source=wx&utm_campaign=kpy&from=singlemessage&isappinstalled=0',
		);
		expect(withQuery('/list-page', params, { page: 2 })).toBe('/list-page?mode=online&page=2');
		expect(withQuery('/list-page', params, { sort: 'hot' })).toBe(
			'/list-page?mode=online&sort=hot',
		);
	});

	it('reads the first value of each query name and skips empty form fields', () => {
		expect(readQuery(new URLSearchParams('audience=3&audience=5&mode=online&city_code='))).toEqual({
			audience: '3',
			mode: 'online',
		});
	});

	it('tells whether a filter is set, ignoring sorting and the names a page fixes', () => {
		expect(hasActiveFilters(new URLSearchParams('sort=hot&page=2'))).toBe(false);
		expect(hasActiveFilters(new URLSearchParams('lh_type=2'), ['lh_type'])).toBe(false);
		expect(hasActiveFilters(new URLSearchParams('city_code=110100'))).toBe(true);
		expect(countActiveFilters(new URLSearchParams('audience=3&mode=&lh_type=2&sort=hot'))).toBe(2);
	});
});

describe('pagination', () => {
	it('shows every page when there are few', () => {
		expect(pageWindow(2, 4)).toEqual([1, 2, 3, 4]);
	});

	it('shows first, last and two pages either side of the current one with gaps between', () => {
		expect(pageWindow(10, 20)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 20]);
	});

	it('counts at least one page', () => {
		expect(countPages(0, 12)).toBe(1);
		expect(countPages(25, 12)).toBe(3);
	});
});
