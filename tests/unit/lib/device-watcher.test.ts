import { describe, expect, it } from 'vitest';
import { switchTarget } from '../../../src/lib/device-watcher';

describe('switchTarget', () => {
	const at = (path: string) => new URL(path, 'http://portal.test');

	it('moves a desktop page to its mobile twin with a timestamp, keeping the query', () => {
		expect(switchTarget(at('/list-page?province=11'), 'mobile', 1700000000000)).toBe(
			'/mobile/list-page?province=11&_t=1700000000000',
		);
	});

	it('moves a mobile page back to desktop', () => {
		expect(switchTarget(at('/mobile/detail-page?id=3'), 'desktop', 5)).toBe(
			'/detail-page?id=3&_t=5',
		);
	});

	it('replaces an earlier timestamp instead of adding a second one', () => {
		expect(switchTarget(at('/mobile/home-list?_t=1'), 'desktop', 2)).toBe('/home-list?_t=2');
	});

	it('reloads a page without a twin in place', () => {
		expect(switchTarget(at('/login?redirect=%2Fuser-center'), 'mobile', 9)).toBe(
			'/login?redirect=%2Fuser-center&_t=9',
		);
	});
});
