import { expect, type Page, test } from '@playwright/test';
import type { ActivitySummary } from '../../src/lib/api/activity-types';
import type { Page as ListPage } from '../../src/lib/api/types';
import { logInThroughApi } from './api-login';
import { waitForIsland } from './chrome-helpers';
import { agreeAndSubmit } from './join-consent';
import { waitForDemoData } from './shared-server-ready';

/** An upcoming activity with a seat limit and free seats, from the public list API. */
async function findLimitedActivity(page: Page): Promise<ActivitySummary> {
	const response = await page.request.post('/api/activity/getActivityList', {
		data: { phase: 'upcoming', sort: 'start', pageSize: 50 },
	});
	const { data } = (await response.json()) as { data: ListPage<ActivitySummary> };
	const open = data.items.find(
		(item) => item.capacity !== null && item.capacity - item.join_count > 2,
	);
	if (!open) throw new Error('the demo data has no upcoming activity with a seat limit');
	return open;
}

waitForDemoData();

test('after 立即报名 the seats line counts the new join with the button, without a reload', async ({
	page,
}) => {
	const activity = await findLimitedActivity(page);
	const capacity = activity.capacity ?? 0;
	await logInThroughApi(page);
	await page.goto(`/detail-page?id=${activity.id}`);
	await waitForIsland(page, 'ActivityActions');
	const seats = page.getByTestId('seats');
	await expect(seats).toHaveText(
		`活动名额：剩余 ${capacity - activity.join_count} / ${capacity} 个名额`,
	);

	await page.getByRole('button', { name: /立即报名/ }).click();
	await agreeAndSubmit(page);
	await expect(page.getByTestId('join-count')).toHaveText(`${activity.join_count + 1} 人已报名`);
	await expect(seats).toHaveText(
		`活动名额：剩余 ${capacity - activity.join_count - 1} / ${capacity} 个名额`,
	);
	await expect(page.getByText(/剩余 \d+ \/ \d+ 个名额/)).toHaveCount(1);
});

test('a failed 点赞 tells the visitor why: the HTTP status, or the network', async ({ page }) => {
	const activity = await findLimitedActivity(page);
	await logInThroughApi(page);
	await page.goto(`/detail-page?id=${activity.id}`);
	await waitForIsland(page, 'ActivityActions');
	const thumbs = page.getByTestId('thumb-count');
	const before = await thumbs.textContent();

	// A proxy in front of the server failing: 502 with an empty body, no envelope.
	await page.route('**/activity/activityThumb', (route) =>
		route.fulfill({ status: 502, body: '' }),
	);
	await page.getByRole('button', { name: /点赞/ }).click();
	await expect(page.getByRole('alert').filter({ hasText: 'HTTP 502' })).toBeVisible();
	await expect(thumbs).toHaveText(before ?? '');
	await expect(page.getByRole('button', { name: /点赞/ })).toBeEnabled();

	await page.unroute('**/activity/activityThumb');
	await page.route('**/activity/activityThumb', (route) => route.abort('internetdisconnected'));
	await page.getByRole('button', { name: /点赞/ }).click();
	await expect(page.getByRole('alert').filter({ hasText: '网络' })).toBeVisible();
	await expect(thumbs).toHaveText(before ?? '');
});
