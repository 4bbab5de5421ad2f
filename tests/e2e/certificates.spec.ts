import { mkdirSync, writeFileSync } from 'node:fs';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { extractText, getDocumentProxy } from 'unpdf';
import { maskName } from '../../src/lib/privacy/mask-name';
import { expectNoSeriousViolations } from './a11y-scan';
import {
	joinAndPass,
	logInContext,
	originOf,
	ownOpenActivity,
	type Person,
	shareSession,
} from './checkin-fixtures';
import { waitForIsland } from './chrome-helpers';

/**
 * 电子证明 as people use it: a checked-in participant downloads the PDF and the picture from the
 * detail page and from 我报名的, the organiser marks them a 志愿者 on the participant list, the
 * volunteer certificate names the hours, and /verify confirms the printed code and refuses an
 * altered one. The PDF's text is extracted and read; files and screenshots go to
 * /tmp/shots/certificates/ to be looked at.
 */
const SHOTS = '/tmp/shots/certificates';
mkdirSync(SHOTS, { recursive: true });

type Device = 'desktop' | 'mobile';
const prefix = (device: Device) => (device === 'mobile' ? '/mobile' : '');

async function post(context: BrowserContext, who: Person, path: string, data: object) {
	const answer = await context.request.post(`/api${path}`, {
		data,
		headers: { token: who.token, sign: who.sign },
	});
	const body = (await answer.json()) as { code: number; msg: string; data: unknown };
	expect(body.msg, path).toBe('');
	return body.data;
}

async function download(page: Page, button: string, file: string): Promise<Buffer> {
	const downloading = page.waitForEvent('download');
	await page.getByRole('button', { name: button }).first().click();
	const done = await downloading;
	const path = `${SHOTS}/${file}`;
	await done.saveAs(path);
	const stream = await done.createReadStream();
	const chunks: Buffer[] = [];
	for await (const chunk of stream) chunks.push(chunk as Buffer);
	const bytes = Buffer.concat(chunks);
	writeFileSync(path, bytes);
	return bytes;
}

/** Opens a certificate's picture: shown as a `data:` image, which WeChat saves on a long press. */
async function viewPicture(page: Page, button: string, file: string): Promise<Buffer> {
	await page.getByRole('button', { name: button }).first().click();
	const dialog = page.getByRole('dialog');
	const image = dialog.getByRole('img');
	await expect(image).toHaveJSProperty('complete', true);
	const source = (await image.getAttribute('src')) ?? '';
	expect(source).toMatch(/^data:image\/png;base64,/);
	const box = await image.boundingBox();
	const viewport = page.viewportSize();
	expect(box && viewport && box.y + box.height <= viewport.height).toBe(true);
	await page.screenshot({ path: `${SHOTS}/${file.replace('.png', '-dialog.png')}` });
	const bytes = Buffer.from(source.slice(source.indexOf(',') + 1), 'base64');
	writeFileSync(`${SHOTS}/${file}`, bytes);
	return bytes;
}

async function pdfText(bytes: Buffer): Promise<string> {
	const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), {
		mergePages: true,
	});
	return text.replace(/\s+/g, '');
}

async function expectPicture(bytes: Buffer) {
	const meta = await sharp(bytes).metadata();
	expect(meta.format).toBe('png');
	expect(meta.width).toBeGreaterThan(800);
}

async function scenario(
	page: Page,
	context: BrowserContext,
	baseURL: string | undefined,
	device: Device,
	name: string,
) {
	test.setTimeout(240_000);
	const organiser = await logInContext(context, '13800000001');
	const { id, title } = await ownOpenActivity(context.request, organiser);
	const browser = context.browser();
	if (!browser) throw new Error('no browser');
	const personContext = await browser.newContext({
		baseURL: originOf(baseURL),
		locale: 'zh-CN',
		...(device === 'mobile'
			? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }
			: { viewport: { width: 1280, height: 900 } }),
		acceptDownloads: true,
	});
	const personal = await personContext.newPage();
	const person = await logInContext(personContext);
	await post(personContext, person, '/user/updateUserInfo', { show_name: name });
	const pass = await joinAndPass(personContext.request, person, id);
	await post(context, organiser, '/activity/activityCheckin', { id, code: pass.code });

	// The detail page: 下载参与证明, PDF and picture.
	await personal.goto(`${prefix(device)}/detail-page?id=${id}`);
	await expect(personal.getByTestId('certificate-downloads')).toBeVisible();
	await personal.getByTestId('certificate-downloads').scrollIntoViewIfNeeded();
	await personal.screenshot({ path: `${SHOTS}/detail-${device}.png` });
	const pdf = await download(personal, '下载参与证明（PDF）', `participation-${device}.pdf`);
	const text = await pdfText(pdf);
	for (const part of ['活动参与证明', name, title.replace(/\s+/g, ''), '证书编号']) {
		expect(text).toContain(part);
	}
	const code = /证书编号：([0-9A-Z]{11,})/.exec(text)?.[1] ?? '';
	expect(code).not.toBe('');
	await expectPicture(
		await viewPicture(personal, '查看参与证明（图片）', `participation-${device}.png`),
	);
	await expectPicture(await download(personal, '保存图片', `saved-${device}.png`));
	await personal.getByRole('dialog').getByRole('button', { name: '关闭' }).click();
	await expect(personal.getByRole('dialog')).toHaveCount(0);
	await expect(personal.getByRole('button', { name: '查看参与证明（图片）' })).toBeFocused();

	// In WeChat, which downloads nothing, the picture is there to press and keep.
	const userAgent = await personal.evaluate(() => navigator.userAgent);
	const weChat = await browser.newContext({
		baseURL: originOf(baseURL),
		locale: 'zh-CN',
		userAgent: `${userAgent} MicroMessenger/8.0.50(0x1800323c) NetType/WIFI Language/zh_CN`,
		viewport: { width: 390, height: 844 },
		isMobile: true,
		hasTouch: true,
	});
	await shareSession(weChat, person);
	const inWeChat = await weChat.newPage();
	await inWeChat.goto(`/mobile/detail-page?id=${id}`);
	await expectPicture(await viewPicture(inWeChat, '查看参与证明（图片）', `wechat-${device}.png`));
	await expect(inWeChat.getByRole('dialog')).toContainText('长按图片，选择「保存图片」');
	await expect(inWeChat.getByRole('button', { name: '保存图片' })).toHaveCount(0);
	await weChat.close();

	// 我报名的 offers the same.
	await personal.goto(`${prefix(device)}/user-center`);
	await waitForIsland(personal, 'UserCenter');
	await personal.getByRole('tab', { name: /我报名的/ }).click();
	const item = personal.locator(`[data-activity-id="${id}"]`);
	await expect(item.getByTestId('certificate-downloads')).toBeVisible();
	await item.screenshot({ path: `${SHOTS}/user-center-${device}.png` });
	const again = await download(personal, '下载参与证明（PDF）', `user-center-${device}.pdf`);
	expect(await pdfText(again)).toContain(code);

	// The organiser marks the participant a 志愿者 with 2.5 hours on the participant list.
	await page.goto(`${prefix(device)}/activity-participants?id=${id}`);
	await waitForIsland(page, 'ParticipantsConsole');
	await page.getByRole('button', { name: `将 ${name} 标为志愿者` }).click();
	await page.getByLabel(`${name} 的服务时长（小时）`).fill('2.5');
	await page.getByRole('button', { name: '保存' }).click();
	await expect(page.getByText('志愿者 2.5 小时').first()).toBeVisible();
	await page.screenshot({ path: `${SHOTS}/participants-${device}.png` });

	await personal.goto(`${prefix(device)}/detail-page?id=${id}`);
	await expect(personal.getByText('下载志愿服务证明（2.5 小时）')).toBeVisible();
	const volunteer = await download(personal, '下载志愿服务证明（PDF）', `volunteer-${device}.pdf`);
	const volunteerText = await pdfText(volunteer);
	expect(volunteerText).toContain('志愿服务证明');
	expect(volunteerText).toContain('服务时长2.5小时');
	expect(volunteerText).toContain(name);
	await expectPicture(
		await viewPicture(personal, '查看志愿服务证明（图片）', `volunteer-${device}.png`),
	);

	// /verify: the printed code is genuine and shows a masked name; an altered one is refused.
	await personal.goto(`${prefix(device)}/verify?code=${code}`);
	await expect(personal.getByRole('heading', { name: '证书有效' })).toBeVisible();
	await expect(personal.getByText(maskName(name), { exact: true })).toBeVisible();
	await expect(personal.locator('main')).not.toContainText(name);
	await expect(personal.getByText(title).first()).toBeVisible();
	await expectNoSeriousViolations(personal, 'verify page', 'main');
	await personal.screenshot({ path: `${SHOTS}/verify-valid-${device}.png`, fullPage: true });
	const altered = code.slice(0, -1) + (code.endsWith('A') ? 'B' : 'A');
	await personal.getByLabel('证书编号').fill(altered);
	await personal.getByRole('button', { name: '验证' }).click();
	await expect(personal.getByRole('heading', { name: '证书无效' })).toBeVisible();
	await expect(personal.getByRole('alert')).toContainText('可能被伪造或篡改');
	await personal.screenshot({ path: `${SHOTS}/verify-forged-${device}.png`, fullPage: true });
	await personContext.close();
}

test('certificates and their verification on the desktop @desktop', async ({
	page,
	context,
	baseURL,
}) => {
	await scenario(page, context, baseURL, 'desktop', '张晓明');
});

test('certificates and their verification on a phone @mobile', async ({
	page,
	context,
	baseURL,
}) => {
	await scenario(page, context, baseURL, 'mobile', '欧阳科普');
});
