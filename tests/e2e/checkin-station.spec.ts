import { expect, test } from '@playwright/test';
import {
	checkinStats,
	joinAndPass,
	logInContext,
	logInPerson,
	originOf,
	ownOpenActivity,
} from './checkin-fixtures';
import { waitForIsland } from './chrome-helpers';

/** The check-in page on a phone: typed short codes, refusals, the offline queue and who may open it. */
test.describe('the check-in page @mobile', () => {
	// The first call to a fresh server also migrates and seeds its database.
	test.describe.configure({ timeout: 150_000 });
	test('takes a typed short code, refuses a wrong or foreign one, and answers a second check-in as such', async ({
		page,
		context,
		playwright,
		baseURL,
	}) => {
		const setup = await playwright.request.newContext({ baseURL: originOf(baseURL) });
		const organiser = await logInContext(context, '13800000004');
		const { id } = await ownOpenActivity(context.request, organiser);
		const person = await logInPerson(setup);
		const pass = await joinAndPass(setup, person, id);
		const other = await logInPerson(setup, '13800000005');
		const foreign = await joinAndPass(setup, person, (await ownOpenActivity(setup, other)).id);
		const before = await checkinStats(setup, organiser, id);

		await page.goto(`/mobile/checkin-page?id=${id}`);
		await waitForIsland(page, 'CheckinStation');
		// The code field's own width never widens the page: no sideways scroll on narrow phones.
		for (const width of [360, 390]) {
			await page.setViewportSize({ width, height: 740 });
			const sideways = await page.evaluate(
				() => document.documentElement.scrollWidth - window.innerWidth,
			);
			expect(sideways, `${width} px`).toBeLessThanOrEqual(0);
		}
		const input = page.getByLabel('手动输入签到码');
		const outcome = page.getByTestId('checkin-outcome');
		const wrong = `${pass.code.slice(0, -1)}${pass.code.endsWith('0') ? '1' : '0'}`;
		await input.fill(wrong);
		await page.getByRole('button', { name: '签到', exact: true }).click();
		await expect(outcome).toContainText('签到码有误');
		await input.fill(foreign.code);
		await page.getByRole('button', { name: '签到', exact: true }).click();
		await expect(outcome).toContainText('该签到码属于其他活动');
		await input.fill('abc');
		await page.getByRole('button', { name: '签到', exact: true }).click();
		await expect(page.getByRole('alert')).toContainText('签到码格式不对');
		expect(await checkinStats(setup, organiser, id)).toEqual(before);

		await input.fill(pass.code.toLowerCase());
		await page.getByRole('button', { name: '签到', exact: true }).click();
		await expect(outcome).toContainText('签到成功');
		await expect(page.getByTestId('checkin-counts')).toHaveText(
			`已签到 ${before.checkin_count + 1} / 报名 ${before.join_count}`,
		);
		await input.fill(pass.code);
		await page.getByRole('button', { name: '签到', exact: true }).click();
		await expect(outcome).toContainText('此前已签到');
		expect((await checkinStats(setup, organiser, id)).checkin_count).toBe(before.checkin_count + 1);
		await setup.dispose();
	});

	test('queues check-ins made offline as 待同步 and sends them once when the network returns', async ({
		page,
		context,
		playwright,
		baseURL,
	}) => {
		const setup = await playwright.request.newContext({ baseURL: originOf(baseURL) });
		const organiser = await logInContext(context, '13800000003');
		const { id } = await ownOpenActivity(context.request, organiser);
		const first = await joinAndPass(setup, await logInPerson(setup), id);
		const second = await joinAndPass(setup, await logInPerson(setup), id);
		const before = await checkinStats(setup, organiser, id);

		await page.goto(`/mobile/checkin-page?id=${id}`);
		await waitForIsland(page, 'CheckinStation');
		await context.setOffline(true);
		const input = page.getByLabel('手动输入签到码');
		for (const code of [first.code, second.code, first.code]) {
			await input.fill(code);
			await page.getByRole('button', { name: '签到', exact: true }).click();
			await expect(page.getByTestId('checkin-outcome')).toContainText('已记录，待同步');
		}
		// The same code twice waits once.
		await expect(page.getByTestId('pending-count')).toHaveText('2');
		await expect(page.getByText('待同步', { exact: true })).toHaveCount(2);
		expect((await checkinStats(setup, organiser, id)).checkin_count).toBe(before.checkin_count);
		// Back online, the browser's online event sends the queue.
		await context.setOffline(false);
		await expect(page.getByTestId('synced-list').locator('li')).toHaveCount(2);
		await expect(page.getByTestId('pending-count')).toHaveCount(0);
		await expect(page.getByTestId('checkin-counts')).toHaveText(
			`已签到 ${before.checkin_count + 2} / 报名 ${before.join_count}`,
		);
		await page.reload();
		await waitForIsland(page, 'CheckinStation');
		await expect(page.getByTestId('pending-count')).toHaveCount(0);
		expect((await checkinStats(setup, organiser, id)).checkin_count).toBe(before.checkin_count + 2);
		await setup.dispose();
	});

	test('is refused to anyone but the organiser, and the API refuses their check-ins', async ({
		page,
		context,
		playwright,
		baseURL,
	}) => {
		const setup = await playwright.request.newContext({ baseURL: originOf(baseURL) });
		const stranger = await logInContext(context);
		const listed = await setup.post('/api/activity/getActivityList', {
			data: { phase: 'upcoming', pageSize: 1 },
		});
		const id = ((await listed.json()) as { data: { items: { id: number }[] } }).data.items[0]?.id;
		if (!id) throw new Error('no upcoming activity in the demo data');
		const pass = await joinAndPass(setup, await logInPerson(setup), id);
		const answer = await page.goto(`/mobile/checkin-page?id=${id}`);
		expect(answer?.status()).toBe(403);
		await expect(page.getByRole('heading', { name: '无权为该活动签到' })).toBeVisible();
		const refused = await context.request.post('/api/activity/activityCheckin', {
			data: { id, code: pass.code },
			headers: { token: stranger.token, sign: stranger.sign },
		});
		expect(await refused.json()).toMatchObject({
			code: 100000003,
			msg: '只有活动所属单位的成员或管理员可以签到',
		});
		await setup.dispose();
	});
});
