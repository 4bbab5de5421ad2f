import { expect, type Page } from '@playwright/test';
import sharp from 'sharp';

/** Files to upload, made in memory so the repository carries no binaries for these tests. */
export async function makePng(name = 'cover.png') {
	const buffer = await sharp({
		create: { width: 1280, height: 720, channels: 3, background: { r: 31, g: 95, b: 214 } },
	})
		.png()
		.toBuffer();
	return { name, mimeType: 'image/png', buffer };
}

/** A valid PDF padded to about `megabytes`, big enough for the upload to take a while. */
export function makePdf(name: string, megabytes: number) {
	const head = '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n';
	const padding = `%${'0'.repeat(Math.max(0, Math.round(megabytes * 1024 * 1024) - 40))}\n`;
	return { name, mimeType: 'application/pdf', buffer: Buffer.from(`${head}${padding}%%EOF\n`) };
}

export interface ActivityFields {
	title: string;
	start?: string;
	end?: string;
}

/** Fills the required fields of the publish form (desktop or phone) with an offline activity. */
export async function fillRequiredFields(page: Page, { title, start, end }: ActivityFields) {
	await page.getByLabel('活动标题').fill(title);
	await page.getByLabel('开始时间').fill(start ?? '2026-12-20T09:30');
	await page.getByLabel('结束时间').fill(end ?? '2026-12-20T17:00');
	await page.getByLabel('省份').selectOption('110000');
	await expect(page.getByLabel('城市')).toHaveValue('110100');
	await page.getByLabel('活动场所').fill('中国科学技术馆');
	await page.getByLabel('主办单位').fill('中国科协科普部');
	await page.getByRole('checkbox', { name: '青少年' }).check();
}

/**
 * Publishes through the API (for tests about what comes after publishing), with `fields` over the
 * defaults; answers the id.
 */
export async function publishThroughApi(
	page: Page,
	baseURL: string,
	title: string,
	fields: Record<string, unknown> = {},
) {
	const answer = await page.request.post(`${baseURL}/api/activity/addActivity`, {
		data: {
			title,
			start_time: '2026-12-21 09:00:00',
			end_time: '2026-12-21 12:00:00',
			mode: 'offline',
			province_code: '110000',
			city_code: '110100',
			venue: '中国科学技术馆',
			organizer: '中国科协科普部',
			audiences: [3],
			...fields,
		},
	});
	const body = (await answer.json()) as { code: number; msg: string; data: { id: number } };
	expect(body.msg).toBe('');
	return body.data.id;
}
