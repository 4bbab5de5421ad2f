import { expect, test } from '@playwright/test';
import { LOGIN_PATH, PAGE_ROUTES } from '../../src/lib/routes';
import { findDemoRecords } from './a11y-page-states';
import { SCRIPT_BUDGET_BEFORE_LOAD, scriptsBeforeLoad } from './script-budget';
import { waitForDemoData } from './shared-server-ready';

// Every public page of the route table, in the layout of each project, fetches no more than 10 KB
// of script (compressed) before its load event; what comes later (长辈模式, WeChat, the carousel's
// motion) is loaded after it. Two pages are their island and load React at once: the login form and
// a video's player. Whether their island arrives before or after the load event varies from load
// to load, so bench:pages holds them to its budget over the median of several loads.

waitForDemoData();

type Ids = Awaited<ReturnType<typeof findDemoRecords>>;
interface Visit {
	name: string;
	query: (ids: Ids) => string;
	budget: number;
}

const VISITS: Record<string, Visit[]> = {
	[LOGIN_PATH]: [],
	'/detail-page': [
		{
			name: 'an activity',
			query: (ids) => `?id=${ids.activityId}`,
			budget: SCRIPT_BUDGET_BEFORE_LOAD,
		},
	],
	'/resource-detail': [
		{
			name: 'an article',
			query: (ids) => `?id=${ids.articleId}`,
			budget: SCRIPT_BUDGET_BEFORE_LOAD,
		},
	],
	'/united-list': [
		{ name: 'joint action 1', query: () => '?lh_type=1', budget: SCRIPT_BUDGET_BEFORE_LOAD },
	],
};
const PLAIN: Visit[] = [{ name: 'as is', query: () => '', budget: SCRIPT_BUDGET_BEFORE_LOAD }];

console.log(
	"public-script-budget: /login and a video's /resource-detail are measured by bench:pages (80 KB, median of loads), not here.",
);

for (const route of PAGE_ROUTES.filter((candidate) => candidate.isPublic)) {
	for (const visit of VISITS[route.path] ?? PLAIN) {
		test(`${route.path} (${visit.name}) fetches at most ${visit.budget / 1024} KB of script before its load event`, async ({
			page,
			request,
			isMobile,
		}) => {
			const path =
				isMobile && route.mobilePath && route.path !== LOGIN_PATH ? route.mobilePath : route.path;
			const url = `${path}${visit.query(await findDemoRecords(request, ''))}`;
			await page.goto(url, { waitUntil: 'load' });
			const scripts = await scriptsBeforeLoad(page);
			const total = scripts.reduce((sum, [, bytes]) => sum + bytes, 0);
			const listing = scripts
				.map(([name, bytes]) => `${bytes} ${new URL(name).pathname}`)
				.join('\n');
			expect(total, `${url}:\n${listing}`).toBeLessThanOrEqual(visit.budget);
			// The figure, for the run's log.
			console.log(`${url}: ${total} bytes of script before load (budget ${visit.budget})`);
		});
	}
}
