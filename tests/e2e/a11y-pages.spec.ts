import { expect, type Page, test } from '@playwright/test';
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

// Every route of the route table in the layout of each project, in the states of a11y-page-states.ts.

let records: Omit<StateContext, 'isMobile'>;

test.beforeAll(async ({ request }) => {
	// The first call of a run also migrates and seeds the server's database.
	test.setTimeout(90_000);
	records = await findDemoRecords(request);
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
	if (route.path === '/admin' && !isMobile) return ADMIN_MOBILE;
	return freshMobile();
}

function statesFor(route: PageRoute, isMobile: boolean): PageState[] {
	const states = STATES[route.path] ?? [{ name: 'loaded' }];
	return states.filter((state) => !(isMobile ? state.desktopOnly : state.mobileOnly));
}

for (const route of PAGE_ROUTES) {
	if (STATES[route.path]?.length === 0) continue;
	test(`axe: ${route.path} in each of its states`, async ({ page, isMobile, baseURL }) => {
		const context: StateContext = { isMobile, ...records };
		const path = isMobile ? (route.mobilePath ?? route.path) : route.path;
		let loggedIn = false;
		let opened = false;
		let scanned = false;
		const layout = isMobile ? 'mobile' : 'desktop';
		for (const state of statesFor(route, isMobile)) {
			if ((!route.isPublic || state.loggedIn) && !loggedIn) {
				const dataDir = process.env.E2E_DATA_DIR ?? '';
				await logIn(page, baseURL ?? '', dataDir, userFor(route, isMobile));
				loggedIn = true;
			}
			if (state.query || !opened) {
				await page.goto(`${path}${state.query?.(context) ?? ''}`);
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
	});
}
