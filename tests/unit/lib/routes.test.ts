import { describe, expect, it } from 'vitest';
import {
	checkinPage,
	DETAIL_PATH,
	desktopTwinOf,
	detailPage,
	findRoute,
	jointActionPage,
	LIST_PATH,
	loginHref,
	mobileTwinOf,
	PAGE_ROUTES,
	pagePath,
	participantsPage,
	publishPage,
	resourcePage,
	routeTitleFor,
	STATS_PATH,
	userCenterPage,
} from '../../../src/lib/routes';

const SPEC_DESKTOP_PATHS = [
	'/login',
	'/',
	'/home-list',
	'/list-page',
	'/user-center',
	'/publish-activity',
	'/education-united-list',
	'/united-list',
	'/detail-page',
	'/resources-page',
	'/resource-detail',
	'/500',
	'/404',
];
const SPEC_MOBILE_PATHS = [
	'/mobile/publish-activity',
	'/mobile/user-center',
	'/mobile/detail-page',
	'/mobile/list-page',
	'/mobile/education-united-list',
	'/mobile/resources-page',
	'/mobile/resource-detail',
	'/mobile/home-list',
];

describe('routes', () => {
	it('knows every route of docs/routes.md', () => {
		for (const path of [...SPEC_DESKTOP_PATHS, ...SPEC_MOBILE_PATHS]) {
			expect(findRoute(path), path).toBeDefined();
		}
	});

	it('gives every mobile route a desktop twin that points back', () => {
		for (const path of SPEC_MOBILE_PATHS) {
			const desktop = desktopTwinOf(path);
			expect(desktop, path).not.toBeNull();
			expect(mobileTwinOf(desktop ?? '')).toBe(path);
		}
	});

	it('titles pages with the route names and the campaign', () => {
		const titles = Object.fromEntries(PAGE_ROUTES.map((route) => [route.path, route.title]));
		expect(titles).toMatchObject({
			'/login': '登录',
			'/home-list': '首页',
			'/list-page': '全部活动',
			'/user-center': '用户中心',
			'/publish-activity': '发布活动',
			'/education-united-list': '科普教育基地联合行动',
			'/united-list': '联合行动',
			'/detail-page': '活动详情',
			'/resources-page': '资源中心',
			'/resource-detail': '资源详情',
			'/404': '页面不存在',
			'/500': '服务器错误',
		});
	});

	it('names /united-list after its joint action', () => {
		expect(routeTitleFor(new URL('http://x/united-list?lh_type=6'))).toBe('全国农技协联合行动');
		expect(routeTitleFor(new URL('http://x/united-list?lh_type=4'))).toBe('联合行动');
		expect(routeTitleFor(new URL('http://x/mobile/list-page?lh_type=6'))).toBe(
			'全国农技协联合行动',
		);
		expect(routeTitleFor(new URL('http://x/mobile/list-page'))).toBe('全部活动');
		expect(routeTitleFor(new URL('http://x/list-page?lh_type=6'))).toBe('全部活动');
	});

	it('makes only the user centre, publishing, participant lists, check-in and admin private', () => {
		const privatePaths = PAGE_ROUTES.filter((route) => !route.isPublic).map((route) => route.path);
		expect(privatePaths.sort()).toEqual([
			'/activity-participants',
			'/admin',
			'/admin/audit',
			'/admin/stats',
			'/admin/users',
			'/checkin-page',
			'/publish-activity',
			'/user-center',
		]);
	});
});

describe('loginHref', () => {
	it('encodes the page to come back to after login', () => {
		expect(loginHref('/detail-page?id=7')).toBe('/login?redirect=%2Fdetail-page%3Fid%3D7');
	});
});

describe('page builders', () => {
	it('link to the page of the current layout, so no redirect is needed', () => {
		expect(pagePath(LIST_PATH)).toBe('/list-page');
		expect(pagePath(LIST_PATH, 'mobile')).toBe('/mobile/list-page');
		expect(detailPage(7)).toBe('/detail-page?id=7');
		expect(detailPage(7, 'mobile')).toBe('/mobile/detail-page?id=7');
		expect(resourcePage(3)).toBe('/resource-detail?id=3');
		expect(publishPage('mobile')).toBe('/mobile/publish-activity');
		expect(publishPage('desktop', 5)).toBe('/publish-activity?id=5');
		expect(participantsPage(5, 'mobile')).toBe('/mobile/activity-participants?id=5');
		expect(checkinPage(5)).toBe('/checkin-page?id=5');
		expect(userCenterPage('mobile', 'publish')).toBe('/mobile/user-center?tab=publish');
	});

	it('keeps a page without a /mobile twin on its one path', () => {
		expect(pagePath(STATS_PATH, 'mobile')).toBe('/admin/stats');
	});

	it('lead every built address back to its route, on either layout', () => {
		for (const href of [detailPage(1), detailPage(1, 'mobile'), checkinPage(2, 'mobile')]) {
			const path = new URL(href, 'http://x').pathname;
			expect(findRoute(path)?.path).toBe(href.includes('checkin') ? '/checkin-page' : DETAIL_PATH);
		}
	});

	it('send a phone to the filtered mobile list for a joint action, and to the bases page for none', () => {
		expect(jointActionPage(2)).toBe('/united-list?lh_type=2');
		expect(jointActionPage(2, 'mobile')).toBe('/mobile/list-page?lh_type=2');
		expect(jointActionPage(null, 'mobile')).toBe('/mobile/education-united-list');
	});
});
