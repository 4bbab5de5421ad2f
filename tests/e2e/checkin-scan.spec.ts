import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, devices, expect, test } from '@playwright/test';
import { CHROMIUM_FLAGS, findChromium } from './browser';
import {
	checkinStats,
	joinAndPass,
	logInContext,
	logInPerson,
	makeQrVideo,
	originOf,
	ownOpenActivity,
} from './checkin-fixtures';
import { waitForIsland } from './chrome-helpers';

/**
 * The organiser checks a person in by scanning on the phone layout: a Chromium of its own whose fake
 * camera films the person's QR code (drawn by `qrcode`, made a y4m by ffmpeg); the decoder's
 * WebAssembly comes from our build, and nothing is fetched from another origin.
 */
test('an organiser checks a joined person in by scanning their QR code @mobile', async ({
	baseURL,
	playwright,
}) => {
	test.setTimeout(120_000);
	const setup = await playwright.request.newContext({ baseURL: originOf(baseURL) });
	const person = await logInPerson(setup);

	const dir = mkdtempSync(join(tmpdir(), 'kpy-checkin-scan-'));
	const browser = await chromium.launch({
		executablePath: findChromium(),
		args: [
			...CHROMIUM_FLAGS,
			'--use-fake-device-for-media-stream',
			'--use-fake-ui-for-media-stream',
			// The file is named below, once the pass exists; Chromium reads it when the camera opens.
			`--use-file-for-fake-video-capture=${join(dir, 'pass.y4m')}`,
		],
	});
	try {
		const context = await browser.newContext({
			...devices['Pixel 7'],
			baseURL: originOf(baseURL),
			locale: 'zh-CN',
		});
		const organiser = await logInContext(context, '13800000002');
		const { id, title } = await ownOpenActivity(context.request, organiser);
		const pass = await joinAndPass(setup, person, id);
		const before = await checkinStats(setup, organiser, id);
		const counts = (checkin: number) => `已签到 ${checkin} / 报名 ${before.join_count}`;
		await makeQrVideo(pass.payload, dir);

		const page = await context.newPage();
		const foreign: string[] = [];
		page.on('request', (request) => {
			if (!request.url().startsWith(baseURL ?? '') && !request.url().startsWith('data:')) {
				foreign.push(request.url());
			}
		});
		const wasm = page.waitForResponse((response) => response.url().endsWith('.wasm'));
		await page.goto(`/mobile/checkin-page?id=${id}`);
		await expect(page.getByTestId('checkin-counts')).toHaveText(counts(before.checkin_count));
		await waitForIsland(page, 'CheckinStation');
		await page.getByRole('button', { name: '扫码签到' }).click();
		expect((await wasm).status()).toBe(200);
		const outcome = page.getByTestId('checkin-outcome');
		await expect(outcome).toContainText('签到成功', { timeout: 30_000 });
		await expect(page.getByTestId('checkin-counts')).toHaveText(counts(before.checkin_count + 1));
		await page.screenshot({ path: '/tmp/shots/checkin/checkin-page-scanned-390.png' });
		// The same code still in front of the camera is not counted again.
		await expect(outcome).toContainText('此前已签到', { timeout: 15_000 });
		await expect(page.getByTestId('checkin-counts')).toHaveText(counts(before.checkin_count + 1));
		expect(await checkinStats(setup, organiser, id)).toEqual({
			activity_id: id,
			title,
			checkin_count: before.checkin_count + 1,
			join_count: before.join_count,
			opens_at: before.opens_at,
			closes_at: before.closes_at,
		});
		expect(foreign).toEqual([]);
	} finally {
		await browser.close();
		await setup.dispose();
	}
});
