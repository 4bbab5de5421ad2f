import { expect, test } from '@playwright/test';
import { makePdf, makePng, publishThroughApi } from './publish-fixtures';
import { logIn } from './publish-login';
import { openPublishingServer, type PortalServer, SERVER_START_TIMEOUT_MS } from './publish-server';

let server: PortalServer;
test.beforeAll(async () => {
	test.setTimeout(SERVER_START_TIMEOUT_MS);
	server = await openPublishingServer();
});

test('uploads materials with a progress bar and lists them', async ({ page }, info) => {
	const prefix = info.project.name === 'mobile' ? '/mobile' : '';
	await logIn(page, server.baseURL, server.dataDir, '13922220001');
	const id = await publishThroughApi(page, server.baseURL, '有资料的活动');
	await page.goto(`${server.baseURL}${prefix}/user-center`);
	const item = page.locator(`li[data-activity-id="${id}"]`);
	await item.getByRole('button', { name: '活动资料' }).click();
	const panel = item.getByRole('region', { name: '「有资料的活动」的活动资料' });
	await expect(panel.getByText('还没有上传资料。')).toBeVisible();

	// A wrong type is refused before anything is sent.
	const picker = panel.getByLabel('上传资料');
	await picker.setInputFiles({
		name: 'tool.exe',
		mimeType: 'application/x-msdownload',
		buffer: Buffer.from('MZ'),
	});
	await expect(panel.getByRole('alert')).toContainText('“tool.exe”的格式不支持');

	// A slow link, so that the progress between 0 and 100 % can be seen.
	const cdp = await page.context().newCDPSession(page);
	await cdp.send('Network.emulateNetworkConditions', {
		offline: false,
		latency: 20,
		downloadThroughput: -1,
		uploadThroughput: 1024 * 1024,
	});
	await picker.setInputFiles([makePdf('活动总结.pdf', 3), await makePng('展板.png')]);
	const progress = panel.getByRole('progressbar', { name: '正在上传 活动总结.pdf' });
	await expect
		.poll(async () => {
			const value = Number(await progress.getAttribute('value', { timeout: 1000 }).catch(() => -1));
			return value > 0 && value < 100 ? 'part-way' : value;
		})
		.toBe('part-way');
	await expect(panel.getByText(/正在上传 活动总结\.pdf \d+%/)).toBeVisible();
	await cdp.send('Network.emulateNetworkConditions', {
		offline: false,
		latency: 0,
		downloadThroughput: -1,
		uploadThroughput: -1,
	});

	await expect(panel.getByRole('link', { name: '展板.png' })).toBeVisible({ timeout: 20_000 });
	await expect(panel.getByRole('link', { name: '活动总结.pdf' })).toBeVisible();
	// Review mode auto: materials are public at once, and the owner sees that.
	await expect(panel.locator('.materials-item').getByText('已公开', { exact: true })).toHaveCount(
		2,
	);
	await expect(panel.locator('progress')).toHaveCount(0);
	await expect(panel.getByRole('alert')).toHaveCount(0);
});

test('shows the profile and the published, joined and collected lists with their counts', async ({
	page,
}, info) => {
	const prefix = info.project.name === 'mobile' ? '/mobile' : '';
	await logIn(page, server.baseURL, server.dataDir, '13922220002');
	await publishThroughApi(page, server.baseURL, '我发布的第一个活动');
	const liked = await publishThroughApi(page, server.baseURL, '我报名又收藏的活动');
	for (const path of ['activityJoin', 'activityCollect']) {
		const answer = await page.request.post(`${server.baseURL}/api/activity/${path}`, {
			data: { id: liked, agree: 1 },
		});
		expect(((await answer.json()) as { code: number }).code).toBe(0);
	}
	await page.goto(`${server.baseURL}${prefix}/user-center`);
	await expect(page.getByText('手机号：139****0002')).toBeVisible();
	const tabs = page.getByRole('tablist', { name: '我的活动' });
	const panel = page.getByRole('tabpanel');
	await expect(tabs.getByRole('tab', { name: /我发布的\s*2/ })).toHaveAttribute(
		'aria-selected',
		'true',
	);
	await expect(panel.getByRole('link', { name: '我发布的第一个活动' })).toBeVisible();

	await tabs.getByRole('tab', { name: /我报名的\s*1/ }).click();
	await expect(panel.getByRole('link', { name: '我报名又收藏的活动' })).toBeVisible();
	await expect(panel.getByRole('link', { name: '我发布的第一个活动' })).toHaveCount(0);
	await expect(panel.getByRole('button', { name: '取消活动' })).toHaveCount(0);

	await tabs.getByRole('tab', { name: /我收藏的\s*1/ }).click();
	await expect(panel.getByRole('link', { name: '我报名又收藏的活动' })).toBeVisible();

	await tabs.getByRole('tab', { name: /我收藏的/ }).focus();
	// End goes to the last tab, 我的单位 (with the organisation publishing made, named after the organiser); the arrow back to 消息.
	await page.keyboard.press('End');
	await expect(tabs.getByRole('tab', { name: '我的单位' })).toBeFocused();
	await expect(tabs.getByRole('tab', { name: '我的单位' })).toHaveAttribute(
		'aria-selected',
		'true',
	);
	await expect(page).toHaveURL(/tab=organisations/);
	await expect(panel.getByRole('link', { name: '中国科协科普部' })).toBeVisible();
	await page.keyboard.press('ArrowLeft');
	await expect(tabs.getByRole('tab', { name: /消息/ })).toBeFocused();
	await expect(tabs.getByRole('tab', { name: /消息/ })).toHaveAttribute('aria-selected', 'true');
	await expect(page).toHaveURL(/tab=messages/);
	await expect(panel).toContainText('暂无消息。');
});
