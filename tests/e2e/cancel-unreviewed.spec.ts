import { expect, type Page, test } from '@playwright/test';
import { logIn } from './publish-login';
import { manualReviewServer, type PortalServer, SERVER_START_TIMEOUT_MS } from './publish-server';

// Manual review, not the demo group's server: cancelling changes the demo's activities, which the
// pages that group checks show. No other file of this group reads the two it cancels.
let server: PortalServer;
test.beforeAll(async () => {
	test.setTimeout(SERVER_START_TIMEOUT_MS);
	server = await manualReviewServer();
});

/** The demo publisher with a pending, a rejected and a cancelled activity. */
const DEMO_OWNER = '13800000001';

async function ownActivity(owner: Page, status: string): Promise<{ id: number; title: string }> {
	const answer = await owner.request.post(`${server.baseURL}/api/user/getUserActivityList`, {
		data: { tab: 'publish', status },
	});
	const body = (await answer.json()) as { data: { items: { id: number; title: string }[] } };
	const first = body.data.items[0];
	if (!first) throw new Error(`the demo owner has no ${status} activity`);
	return first;
}

test('a pending or rejected activity cancelled by its owner stays hidden: 404 on its detail page', async ({
	page,
	browser,
}) => {
	const ownerContext = await browser.newContext();
	const owner = await ownerContext.newPage();
	await logIn(owner, server.baseURL, server.dataDir, DEMO_OWNER);
	const hidden = [await ownActivity(owner, 'pending'), await ownActivity(owner, 'rejected')];
	const shown = await ownActivity(owner, 'cancelled');
	for (const { id } of hidden) {
		const cancelled = await owner.request.post(`${server.baseURL}/api/activity/activityCancel`, {
			data: { id },
		});
		expect(((await cancelled.json()) as { code: number }).code).toBe(0);
	}
	await ownerContext.close();

	const mobile = test.info().project.name === 'mobile';
	for (const { id, title } of hidden) {
		for (const path of ['/detail-page', '/mobile/detail-page']) {
			const answer = await page.goto(`${server.baseURL}${path}?id=${id}`);
			expect(answer?.status(), `${path}?id=${id}`).toBe(404);
			expect(new URL(page.url()).pathname.startsWith('/mobile')).toBe(mobile);
			await expect(page.getByText(title)).toHaveCount(0);
		}
		expect((await page.request.get(`${server.baseURL}/ics/${id}.ics`)).status()).toBe(404);
	}
	const answer = await page.goto(`${server.baseURL}/detail-page?id=${shown.id}`);
	expect(answer?.status()).toBe(200);
	await expect(page.getByText('该活动已取消。')).toBeVisible();
});
