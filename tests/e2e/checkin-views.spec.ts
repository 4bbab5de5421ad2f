import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from './a11y-scan';
import {
	checkinStats,
	joinAndPass,
	logInContext,
	originOf,
	ownOpenActivity,
} from './checkin-fixtures';
import { waitForIsland } from './chrome-helpers';

/**
 * Where the check-in shows outside its own page: the joined person's QR code and short code on the
 * detail page and in 我报名的, the organiser's 已签到 N / 报名 M on the detail page and in 我发布的
 * with the way to the check-in page. Screenshots go to /tmp/shots/checkin/.
 */
const SHOTS = '/tmp/shots/checkin';

async function expectScannableQr(page: Page) {
	const qr = page.getByTestId('checkin-qr').first();
	await expect(qr).toBeVisible();
	const box = await qr.boundingBox();
	expect(box?.width ?? 0).toBeGreaterThanOrEqual(240);
	expect(box?.height ?? 0).toBeGreaterThanOrEqual(240);
}

async function personContext(context: BrowserContext, baseURL: string | undefined) {
	const browser = context.browser();
	if (!browser) throw new Error('no browser');
	return browser.newContext({
		baseURL: originOf(baseURL),
		locale: 'zh-CN',
		viewport: { width: 1440, height: 900 },
	});
}

test('the pass on the detail page and in 我报名的, the figures on the detail page and in 我发布的 @desktop', async ({
	page,
	context,
	baseURL,
}) => {
	test.setTimeout(180_000);
	const organiser = await logInContext(context, '13800000001');
	const { id, title } = await ownOpenActivity(context.request, organiser);
	const personal = await (await personContext(context, baseURL)).newPage();
	const person = await logInContext(personal.context());
	const pass = await joinAndPass(personal.context().request, person, id);
	const stats = await checkinStats(context.request, organiser, id);
	const figures = `已签到 ${stats.checkin_count} / 报名 ${stats.join_count}`;

	await personal.goto(`${baseURL}/detail-page?id=${id}`);
	await expectScannableQr(personal);
	await expect(personal.getByTestId('checkin-code')).toHaveText(pass.code);
	await expect(personal.getByTestId('checkin-summary')).toHaveCount(0);
	await expectNoSeriousViolations(personal, 'detail page with the pass', '.checkin-pass');
	await personal.screenshot({ path: `${SHOTS}/detail-pass-1440.png`, fullPage: true });

	await personal.goto(`${baseURL}/user-center`);
	// A tab clicked before the user centre hydrates is a plain button, and the click is lost.
	await waitForIsland(personal, 'UserCenter');
	await personal.getByRole('tab', { name: /我报名的/ }).click();
	const item = personal.locator(`[data-activity-id="${id}"]`);
	await item.getByRole('button', { name: '签到码' }).click();
	await expect(item.getByTestId('checkin-code')).toHaveText(pass.code);
	await expectScannableQr(personal);
	await item.screenshot({ path: `${SHOTS}/user-center-joined-1440.png` });

	await page.goto(`/detail-page?id=${id}`);
	await waitForIsland(page, 'DetailCheckin');
	await expect(page.getByTestId('checkin-summary')).toContainText(figures);
	await page.screenshot({ path: `${SHOTS}/detail-organiser-1440.png` });
	await page.getByTestId('checkin-summary').getByRole('link', { name: '签到' }).click();
	await expect(page).toHaveURL(new RegExp(`/checkin-page\\?id=${id}$`));
	await expect(page.getByTestId('checkin-counts')).toHaveText(figures);
	await expect(page.getByRole('link', { name: title })).toBeVisible();
	await page.screenshot({ path: `${SHOTS}/checkin-page-1440.png`, fullPage: true });
	await expectNoSeriousViolations(page, 'check-in page', 'main');

	await page.goto('/user-center');
	await page.getByRole('tab', { name: /我发布的/ }).click();
	const published = page.locator(`[data-activity-id="${id}"]`);
	await expect(published.getByTestId('checkin-summary')).toContainText(figures);
	await expect(published.getByRole('link', { name: '签到' })).toHaveAttribute(
		'href',
		`/checkin-page?id=${id}`,
	);
	await published.screenshot({ path: `${SHOTS}/user-center-published-1440.png` });
	await personal.context().close();
});

test('the pass on the phone detail page and in 我报名的 @mobile', async ({ page, context }) => {
	test.setTimeout(180_000);
	const person = await logInContext(context);
	const listed = await context.request.post('/api/activity/getActivityList', {
		data: { phase: 'upcoming', pageSize: 1 },
	});
	const id = ((await listed.json()) as { data: { items: { id: number }[] } }).data.items[0]?.id;
	if (!id) throw new Error('no upcoming activity in the demo data');
	const pass = await joinAndPass(context.request, person, id);

	await page.goto(`/mobile/detail-page?id=${id}`);
	await expectScannableQr(page);
	await expect(page.getByTestId('checkin-code')).toHaveText(pass.code);
	await page.getByTestId('checkin-qr').scrollIntoViewIfNeeded();
	await page.screenshot({ path: `${SHOTS}/detail-pass-390.png` });

	await page.goto('/mobile/user-center');
	await waitForIsland(page, 'UserCenter');
	await page.getByRole('tab', { name: /我报名的/ }).click();
	const item = page.locator(`[data-activity-id="${id}"]`);
	await item.getByRole('button', { name: '签到码' }).click();
	await expect(item.getByTestId('checkin-code')).toHaveText(pass.code);
	await expectScannableQr(page);
	await item.screenshot({ path: `${SHOTS}/user-center-joined-390.png` });
});
