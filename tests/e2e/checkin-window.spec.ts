import { type APIRequestContext, expect, test } from '@playwright/test';
import {
	fromActivityDetail,
	toActivityInput,
	toLocalInput,
} from '../../src/islands/publish-form/form-values';
import type { ActivityDetail } from '../../src/lib/api/activity-types';
import { formatBusinessTime } from '../../src/lib/beijing-time';
import { joinAndPass, logInContext, logInPerson, originOf, type Person } from './checkin-fixtures';
import { waitForIsland } from './chrome-helpers';

const HOUR = 3_600_000;
/** A demo publisher no other check-in test edits (checkin-station.spec.ts only joins its first). */
const ORGANISER = '13800000005';

async function callAs<T>(request: APIRequestContext, who: Person, path: string, data: object) {
	const answer = await request.post(`/api${path}`, {
		data,
		headers: { token: who.token, sign: who.sign },
	});
	const body = (await answer.json()) as { msg: string; data: T };
	expect(body.msg, path).toBe('');
	return body.data;
}

interface Item {
	id: number;
	mode: string;
	phase: string;
	capacity: number | null;
	join_count: number;
}

async function publishedItems(request: APIRequestContext, owner: Person) {
	const page = await callAs<{ items: Item[] }>(request, owner, '/user/getUserActivityList', {
		tab: 'publish',
		status: 'approved',
		pageSize: 50,
	});
	return page.items;
}

/** Moves the owner's activity to start in three days, its check-in opening an hour before. */
async function startInThreeDays(request: APIRequestContext, owner: Person, id: number) {
	const detail = await callAs<ActivityDetail>(request, owner, '/activity/getActDetail', { id });
	const start = Date.now() + 3 * 24 * HOUR;
	const moved = {
		...fromActivityDetail(detail),
		start_time: toLocalInput(formatBusinessTime(start)),
		end_time: toLocalInput(formatBusinessTime(start + 2 * HOUR)),
		checkin_opens_before: 60,
	};
	await callAs(request, owner, '/activity/updateActivity', { ...toActivityInput(moved), id });
	return Date.parse(`${moved.start_time}:00+08:00`);
}

/** The organiser's check-in window at the door, and no door pass for an online-only activity. */
test.describe('the check-in window @desktop', () => {
	test.describe.configure({ timeout: 150_000 });
	test('the check-in page says when check-in opens and refuses a code before then; online has no pass', async ({
		page,
		context,
		playwright,
		baseURL,
	}) => {
		const setup = await playwright.request.newContext({ baseURL: originOf(baseURL) });
		const organiser = await logInContext(context, ORGANISER);
		const items = await publishedItems(context.request, organiser);
		const atDoor = items.filter((item) => item.mode === 'offline' && item.phase !== 'ended').at(-1);
		const online = items.find(
			(item) =>
				item.mode === 'online' &&
				item.phase === 'upcoming' &&
				(item.capacity === null || item.join_count < item.capacity),
		);
		if (!atDoor || !online)
			throw new Error('the demo publisher lacks an offline or online activity');
		const start = await startInThreeDays(context.request, organiser, atDoor.id);
		const joiner = await logInPerson(setup);
		const pass = await joinAndPass(setup, joiner, atDoor.id);

		await page.goto(`/checkin-page?id=${atDoor.id}`);
		await waitForIsland(page, 'CheckinStation');
		const opens = formatBusinessTime(start - HOUR).slice(0, 16);
		await expect(page.getByTestId('checkin-window')).toContainText(
			`签到尚未开始：签到时间 ${opens} 至`,
		);
		const counts = await page.getByTestId('checkin-counts').textContent();
		await page.getByLabel('手动输入签到码').fill(pass.code);
		await page.getByRole('button', { name: '签到', exact: true }).click();
		await expect(page.getByTestId('checkin-outcome')).toContainText(
			`签到尚未开始：活动开始前 1 小时开放签到，即 ${opens} 起`,
		);
		await expect(page.getByTestId('checkin-counts')).toHaveText(counts ?? '');

		// The joiner of an online-only activity: no 到场 pass on its page.
		const attendee = await logInContext(context);
		expect(await joinAndPass(context.request, attendee, online.id)).toBeNull();
		const detail = await context.newPage();
		const checkinInfo = detail.waitForResponse((answer) =>
			answer.url().endsWith('/api/activity/getCheckinInfo'),
		);
		await detail.goto(`/detail-page?id=${online.id}`);
		expect(((await (await checkinInfo).json()) as { data: unknown }).data).toEqual({
			pass: null,
			stats: null,
		});
		await expect(detail.getByRole('button', { name: '取消报名' })).toBeVisible();
		await expect(detail.getByText('我的签到码')).toHaveCount(0);
		await expect(detail.getByText('到场后向工作人员出示二维码')).toHaveCount(0);
		await setup.dispose();
	});
});
