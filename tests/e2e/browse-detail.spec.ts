import { expect, type Page, test } from '@playwright/test';
import type { ActivitySummary } from '../../src/lib/api/activity-types';
import type { Page as ListPage } from '../../src/lib/api/types';
import { logInThroughApi } from './api-login';
import { freshMobile, logInThroughPage, waitForIsland } from './chrome-helpers';
import { agreeAndSubmit } from './join-consent';

/** An upcoming activity with a free seat, from the public list API. */
async function findJoinableActivity(page: Page): Promise<ActivitySummary> {
	const response = await page.request.post('/api/activity/getActivityList', {
		data: { phase: 'upcoming', sort: 'start', pageSize: 30 },
	});
	const { data } = (await response.json()) as { data: ListPage<ActivitySummary> };
	const open = data.items.find(
		(item) => item.capacity === null || item.capacity - item.join_count > 2,
	);
	if (!open) throw new Error('the demo data has no upcoming activity with free seats');
	return open;
}

/** The actions hydrate after the load event (client:afterload, src/directives/after-load.ts). */
async function waitForActions(page: Page) {
	await waitForIsland(page, 'ActivityActions');
}

function countOf(page: Page, testId: string) {
	return page.getByTestId(testId);
}

test('a detail page shows the activity with its event data; a visitor’s 立即报名 leads through the login back to the registration form', async ({
	page,
}) => {
	const activity = await findJoinableActivity(page);
	const response = await page.goto(`/detail-page?id=${activity.id}`);
	expect(response?.headers()['cache-control']).toContain('public');
	await expect(page.getByRole('heading', { level: 1 })).toHaveText(activity.title);
	await expect(page.getByText('北京时间')).toBeVisible();
	const jsonLd = JSON.parse(
		(await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
	);
	expect(jsonLd).toMatchObject({ '@type': 'Event', name: activity.title });
	await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
		'content',
		new RegExp(activity.title),
	);
	const ics = await page.request.get(`/ics/${activity.id}.ics`);
	expect(ics.headers()['content-type']).toContain('text/calendar');
	expect(await ics.text()).toContain('BEGIN:VEVENT');

	await waitForIsland(page, 'SharePanel');
	await page.getByRole('button', { name: '分享' }).click();
	const share = page.getByRole('dialog', { name: `分享：${activity.title}` });
	await expect(share.getByRole('img', { name: '本页二维码' })).toHaveAttribute(
		'src',
		/^data:image\/png/,
	);
	await expect(share.getByRole('textbox', { name: '页面链接' })).toHaveValue(
		new RegExp(`/detail-page\\?id=${activity.id}$`),
	);
	await page.keyboard.press('Escape');
	await expect(share).toBeHidden();

	await waitForActions(page);
	await page.getByRole('button', { name: /立即报名/ }).click();
	await page.waitForURL(/\/login\?redirect=/);
	expect(decodeURIComponent(new URL(page.url()).searchParams.get('redirect') ?? '')).toContain(
		`detail-page?id=${activity.id}`,
	);

	// Walk-through m7: back on the activity, logged in, the form opens without a second tap, once.
	const arrived = page.waitForResponse((answer) => answer.url().endsWith('/activity/getActDetail'));
	await logInThroughPage(page, freshMobile(), undefined, { keepNamePrompt: true });
	await page.waitForURL(new RegExp(`detail-page\\?id=${activity.id}$`));
	// A new person is asked for a name first; the form follows, one dialog at a time.
	const prompt = page.getByRole('dialog', { name: '设置您的昵称' });
	const form = page.getByRole('dialog', { name: '填写报名信息' });
	await expect(prompt).toBeVisible();
	await arrived;
	await expect(form).toHaveCount(0);
	await prompt.getByRole('button', { name: '以后再说' }).click();
	await expect(form).toBeVisible();
	await form.getByRole('button', { name: '取消' }).click();
	await expect(form).toBeHidden();
	const synced = page.waitForResponse((answer) => answer.url().endsWith('/activity/getActDetail'));
	await page.reload();
	await synced;
	await expect(page.getByRole('button', { name: /立即报名/ })).toBeEnabled();
	await expect(form).toHaveCount(0);
});

test('join, collect and thumb update their counts, which survive a reload', async ({ page }) => {
	const activity = await findJoinableActivity(page);
	await logInThroughApi(page);
	await page.goto(`/detail-page?id=${activity.id}`);
	await waitForActions(page);
	const joins = activity.join_count;
	const collects = activity.collect_count;
	const thumbs = activity.thumb_count;

	await page.getByRole('button', { name: /立即报名/ }).click();
	await agreeAndSubmit(page);
	await expect(countOf(page, 'join-count')).toHaveText(`${joins + 1} 人已报名`);
	await expect(page.getByRole('button', { name: /已报名/ })).toBeDisabled();
	await page.getByRole('button', { name: /收藏/ }).click();
	await expect(countOf(page, 'collect-count')).toHaveText(String(collects + 1));
	await page.getByRole('button', { name: /点赞/ }).click();
	await expect(countOf(page, 'thumb-count')).toHaveText(String(thumbs + 1));

	await page.reload();
	await waitForActions(page);
	await expect(countOf(page, 'join-count')).toHaveText(`${joins + 1} 人已报名`);
	await expect(countOf(page, 'collect-count')).toHaveText(String(collects + 1));
	await expect(countOf(page, 'thumb-count')).toHaveText(String(thumbs + 1));
	await expect(page.getByRole('button', { name: /已收藏/ })).toHaveAttribute(
		'aria-pressed',
		'true',
	);
	await expect(page.getByRole('button', { name: /已点赞/ })).toHaveAttribute(
		'aria-pressed',
		'true',
	);

	await page.getByRole('button', { name: /已点赞/ }).click();
	await expect(countOf(page, 'thumb-count')).toHaveText(String(thumbs));
});

test('an unknown activity id gives the 404 page', async ({ page }) => {
	const response = await page.goto('/detail-page?id=99999999');
	expect(response?.status()).toBe(404);
	await expect(page.getByRole('heading', { name: '页面不存在' })).toBeVisible();
});

test('the online link and the contact phone appear only through the actions once the viewer has joined, never in the page HTML', async ({
	page,
}) => {
	const response = await page.request.post('/api/activity/getActivityList', {
		data: { mode: 'online', phase: 'upcoming', sort: 'start', pageSize: 30 },
	});
	const { data } = (await response.json()) as { data: ListPage<ActivitySummary> };
	const activity = data.items.find(
		(item) => item.capacity === null || item.capacity - item.join_count > 2,
	);
	if (!activity) throw new Error('the demo data has no upcoming online activity with free seats');
	await logInThroughApi(page);
	await page.goto(`/detail-page?id=${activity.id}`);
	await waitForActions(page);
	const online = page.getByTestId('online-link');
	await expect(online).toHaveText('报名成功后显示线上参与链接');
	const phone = page.getByTestId('contact-phone');
	await expect(phone).toHaveCount(0);
	await page.getByRole('button', { name: /立即报名/ }).click();
	await agreeAndSubmit(page);
	const link = online.getByRole('link', { name: '进入线上活动' });
	await expect(link).toHaveAttribute('href', /^https?:\/\//);
	const href = (await link.getAttribute('href')) ?? '';
	// Walk-through m5: the place said 报名后可见参与链接 beside the link; it says who sees it, true before and after.
	await expect(page.getByText('线上参与（报名者可见参与链接）')).toBeVisible();
	// Walk-through m6: joiners had the contact's name and no way to reach them.
	const call = phone.getByRole('link');
	await expect(call).toHaveText(/^[\d-]{7,}$/);
	const number = (await call.textContent()) ?? '';
	await expect(call).toHaveAttribute('href', `tel:${number}`);
	const html = await (await page.request.get(`/detail-page?id=${activity.id}`)).text();
	expect(html).not.toContain(href);
	expect(html).not.toContain(number);
});
