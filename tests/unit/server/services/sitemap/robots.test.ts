import { describe, expect, it } from 'vitest';
import { JOINT_ACTIONS } from '../../../../../src/lib/joint-actions';
import { detailPage, findRoute, PAGE_ROUTES, resourcePage } from '../../../../../src/lib/routes';
import { disallowedPaths, robotsTxt } from '../../../../../src/server/services/sitemap/robots';
import { pagePaths } from '../../../../../src/server/services/sitemap/sources';

const ORIGIN = 'https://www.kepuyue.cn';
/** What the sitemap lists: its pages, and an activity and a resource of the records that follow. */
const SITEMAP_PATHS = [...pagePaths(), detailPage(1), resourcePage(1)];
const pathnameOf = (path: string) => new URL(path, ORIGIN).pathname;
/** A crawler reads a Disallow line as a prefix of the paths it closes. */
const isDisallowed = (path: string) =>
	disallowedPaths().some((prefix) => pathnameOf(path).startsWith(prefix));

describe('robots.txt and the sitemap read the route table', () => {
	it('names the sitemap and keeps crawlers off the API and beacons', () => {
		const text = robotsTxt(`${ORIGIN}/sitemap.xml`);
		expect(text).toMatch(/^User-agent: \*$/m);
		expect(text).toContain('Disallow: /api/\n');
		expect(text).toContain('Disallow: /sa\n');
		expect(text).toMatch(/^Sitemap: https:\/\/www\.kepuyue\.cn\/sitemap\.xml$/m);
	});

	it('disallows every page the table keeps from search engines, and its /mobile twin', () => {
		const text = robotsTxt(`${ORIGIN}/sitemap.xml`);
		const kept = PAGE_ROUTES.filter((route) => route.robots === 'disallow');
		expect(kept.map((route) => route.path)).toEqual(
			expect.arrayContaining(['/activity-participants', '/checkin-page', '/user-center', '/login']),
		);
		for (const route of kept) {
			for (const path of [route.path, route.mobilePath ?? route.path]) {
				expect(text, path).toContain(`Disallow: ${path}\n`);
			}
		}
	});

	it('lists in the sitemap only pages the table indexes, none of them disallowed', () => {
		for (const path of SITEMAP_PATHS) {
			expect(findRoute(pathnameOf(path))?.robots, path).toBe('index');
			expect(isDisallowed(path), path).toBe(false);
		}
	});

	it('lists every page the table indexes: bare, once per joint action, or once per record', () => {
		const listed = new Set(SITEMAP_PATHS.map(pathnameOf));
		for (const route of PAGE_ROUTES.filter((candidate) => candidate.robots === 'index')) {
			expect(listed.has(route.path), route.path).toBe(true);
		}
		const jointLists = pagePaths().filter((path) => path.includes('lh_type='));
		expect(jointLists).toHaveLength(
			JOINT_ACTIONS.filter((action) => action.lhType !== null).length,
		);
	});

	it('closes no page it lets be crawled, on either layout', () => {
		for (const route of PAGE_ROUTES.filter((candidate) => candidate.robots !== 'disallow')) {
			expect(isDisallowed(route.path), route.path).toBe(false);
			if (route.mobilePath) expect(isDisallowed(route.mobilePath), route.mobilePath).toBe(false);
		}
	});
});
