import { expect, type Page, test } from '@playwright/test';
import { ELDER_MODE_KEY } from '../../src/lib/elder-mode-state';
import { LOGIN_PATH, PAGE_ROUTES, type PageRoute } from '../../src/lib/routes';
import {
	ADMIN_MOBILE,
	findDemoRecords,
	type PageState,
	PUBLISHER_BY_LAYOUT,
	STATES,
	type StateContext,
} from './a11y-page-states';
import { expectNoSeriousViolations } from './a11y-scan';
import { freshMobile } from './chrome-helpers';
import { logIn } from './publish-login';
import {
	openPublishingDemoServer,
	type PortalServer,
	SERVER_START_TIMEOUT_MS,
} from './publish-server';

// Every route of the route table in the layout of each project, in the states of a11y-page-states.ts.
// Pages that need a session are scanned on the server with demo data and publishing open that other
// spec files share: logins there do not count against the shared server's hourly limit per address.

type Records = Omit<StateContext, 'isMobile'>;
let own: PortalServer;
let records: { shared: Records; own: Records };

test.beforeAll(async ({ request }) => {
	test.setTimeout(SERVER_START_TIMEOUT_MS);
	own = await openPublishingDemoServer();
	// The first call of a run also migrates and seeds the shared server's database.
	const shared = await findDemoRecords(request, '');
	records = { shared, own: await findDemoRecords(request, own.baseURL) };
});

/** Waits until every island of the page has hydrated (client:afterload waits for idle time). */
async function waitForIslands(page: Page) {
	await expect(page.locator('astro-island[ssr]')).toHaveCount(0, { timeout: 15_000 });
}

/**
 * The demo publisher for the user centre, the administrator for the desktop console, else a new
 * user: a number gets one code a minute, and a worker that restarts after a failure forgets it.
 */
function userFor(route: PageRoute, isMobile: boolean): string {
	if (route.path === '/user-center') return PUBLISHER_BY_LAYOUT[isMobile ? 'mobile' : 'desktop'];
	if ((route.path === '/admin' || route.path === '/admin/stats') && !isMobile) return ADMIN_MOBILE;
	return freshMobile();
}

function statesFor(route: PageRoute, isMobile: boolean): PageState[] {
	const states = STATES[route.path] ?? [{ name: 'loaded' }];
	return states.filter((state) => !(isMobile ? state.desktopOnly : state.mobileOnly));
}

for (const route of PAGE_ROUTES) {
	if (STATES[route.path]?.length === 0) continue;
	test(`axe: ${route.path} in each of its states`, async ({ page, isMobile }) => {
		// Every state and then 长辈模式: up to seven full scans, 17 s for the publish page alone and
		// over 60 s while the other lane of `npm test` runs the player in Chromium on the second core.
		test.setTimeout(120_000);
		const states = statesFor(route, isMobile);
		const onOwn = !route.isPublic || states.some((state) => state.loggedIn);
		const origin = onOwn ? own.baseURL : '';
		const context: StateContext = { isMobile, ...(onOwn ? records.own : records.shared) };
		const path = isMobile ? (route.mobilePath ?? route.path) : route.path;
		let loggedIn = false;
		let opened = false;
		let scanned = false;
		const layout = isMobile ? 'mobile' : 'desktop';
		for (const state of states) {
			if ((!route.isPublic || state.loggedIn) && !loggedIn) {
				await logIn(page, own.baseURL, own.dataDir, userFor(route, isMobile));
				loggedIn = true;
			}
			if (state.query || !opened) {
				await page.goto(`${origin}${path}${state.query?.(context) ?? ''}`);
				if (route.path !== LOGIN_PATH) expect(new URL(page.url()).pathname).not.toBe(LOGIN_PATH);
				await waitForIslands(page);
				opened = true;
			}
			await state.act?.(page, context);
			// The header and footer were scanned in the route's first state; later ones scan main.
			const include = state.include?.(context) ?? (scanned ? 'main' : undefined);
			await expectNoSeriousViolations(page, `${path} ${state.name} (${layout})`, include);
			scanned = true;
		}
		// 长辈模式: the route's first state again, with the mode's 7:1 contrast, in one scan.
		await page.evaluate((key) => localStorage.setItem(key, '1'), ELDER_MODE_KEY);
		await page.goto(`${origin}${path}${states[0]?.query?.(context) ?? ''}`);
		await waitForIslands(page);
		await expect(page.locator('html')).toHaveAttribute('data-elder', '');
		await expectNoSeriousViolations(page, `${path} 长辈模式 (${layout})`, undefined, {
			enhancedContrast: true,
		});
		await page.evaluate((key) => localStorage.removeItem(key), ELDER_MODE_KEY);
	});
}
