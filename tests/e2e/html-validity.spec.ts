import { expect, type Page, test } from '@playwright/test';
import { LOGIN_PATH, PAGE_ROUTES, type PageRoute } from '../../src/lib/routes';
import { ADMIN_MOBILE, findDemoRecords, PUBLISHER_BY_LAYOUT } from './a11y-page-states';
import { type PageSource, validateHtml } from './html-validator';
import { logIn } from './publish-login';
import {
	openPublishingDemoServer,
	type PortalServer,
	SERVER_START_TIMEOUT_MS,
} from './publish-server';

// The server-rendered HTML of every route in the project's layout, as a visitor and signed in,
// goes through the Nu HTML Checker in one Java run. The demo server with publishing open, which
// other spec files share, keeps its logins off the shared server's limits.

type DemoIds = Awaited<ReturnType<typeof findDemoRecords>>;
let own: PortalServer;
let ids: DemoIds;

test.beforeAll(async ({ request }) => {
	test.setTimeout(SERVER_START_TIMEOUT_MS);
	own = await openPublishingDemoServer();
	ids = await findDemoRecords(request, own.baseURL);
});

/** Query strings per route that show more of the page than the bare path. */
function queriesFor(route: PageRoute): string[] {
	if (route.path === '/detail-page' || route.path === '/checkin-page')
		return [`?id=${ids.activityId}`];
	if (route.path === '/resource-detail') return [`?id=${ids.videoId}`, `?id=${ids.articleId}`];
	if (route.path === '/united-list') return ['?lh_type=1'];
	if (route.path === '/list-page') return ['', '?province_code=110000&mode=offline'];
	return [''];
}

async function fetchPage(page: Page, url: string): Promise<string> {
	const response = await page.request.get(url);
	expect(response.status(), url).toBeLessThan(600);
	return response.text();
}

test('every page is valid HTML for the Nu HTML Checker, visitor and signed in', async ({
	page,
	isMobile,
}) => {
	test.setTimeout(120_000);
	const urls = PAGE_ROUTES.flatMap((route) =>
		queriesFor(route).map((query) => ({
			route,
			path: `${isMobile ? (route.mobilePath ?? route.path) : route.path}${query}`,
		})),
	);
	const pages: PageSource[] = [];
	for (const { route, path } of urls) {
		if (route.isPublic)
			pages.push({
				name: `${path} (visitor)`,
				html: await fetchPage(page, `${own.baseURL}${path}`),
			});
	}
	const user = isMobile ? PUBLISHER_BY_LAYOUT.mobile : ADMIN_MOBILE;
	await logIn(page, own.baseURL, own.dataDir, user);
	for (const { route, path } of urls) {
		if (route.path === LOGIN_PATH) continue;
		const html = await fetchPage(page, `${own.baseURL}${path}`);
		pages.push({ name: `${path} (signed in)`, html });
	}
	expect(pages.length).toBeGreaterThan(20);
	expect(validateHtml(pages)).toEqual([]);
});
