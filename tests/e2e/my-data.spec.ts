import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import JSZip from 'jszip';
import { createHostToken } from '../../src/server/auth/host-token';
import { waitForIsland } from './chrome-helpers';
import { type PortalServer, SERVER_START_TIMEOUT_MS, startPortalServer } from './publish-server';

// A server of this file's own: people sign in through the host app (its secret), so no login code is
// spent and the 注销 code can be sent at once (a number gets one code a minute); it asks for the
// captcha before every code, as a shared address past its three codes does.
const SECRET = 'my-data-e2e-secret';
let server: PortalServer;
test.beforeAll(async () => {
	test.setTimeout(SERVER_START_TIMEOUT_MS);
	server = await startPortalServer(4524, {
		HOST_APP_SECRET: SECRET,
		SEED_DEMO: 'never',
		CAPTCHA: 'always',
	});
});
test.afterAll(async () => server?.stop());

async function signInThroughHostApp(page: Page, mobile: string) {
	const app_token = createHostToken(SECRET, {
		uid: `my-data-${mobile}`,
		mobile,
		exp: Math.floor(Date.now() / 1000) + 600,
	});
	const answer = await page.request.post(`${server.baseURL}/api/account/getUserByToken`, {
		data: { app_token },
	});
	const body = (await answer.json()) as { code: number; data: { token: string; sign: string } };
	expect(body.code).toBe(0);
	await page.context().addInitScript((stored) => {
		for (const [key, value] of Object.entries(stored)) {
			window.localStorage.setItem(`kpy-session:${key}`, JSON.stringify(value));
		}
	}, body.data);
	return body.data;
}

function latestCode(mobile: string): string {
	const lines = readFileSync(join(server.dataDir, 'login-codes.jsonl'), 'utf8').trim().split('\n');
	const entries = lines.map((line) => JSON.parse(line) as { mobile: string; code: string });
	const found = entries.filter((entry) => entry.mobile === mobile).at(-1);
	if (!found) throw new Error(`no code for ${mobile}`);
	return found.code;
}

test('下载我的数据 gives a ZIP of the account, then 注销 closes it after an SMS code', async ({
	page,
}, testInfo) => {
	const mobile = testInfo.project.name === 'mobile' ? '13944450012' : '13944450011';
	const login = await signInThroughHostApp(page, mobile);
	const prefix = testInfo.project.name === 'mobile' ? '/mobile' : '';
	await page.goto(`${server.baseURL}${prefix}/user-center`);
	await waitForIsland(page, 'UserCenter');

	const section = page.getByRole('region', { name: '我的数据' });
	const saving = page.waitForEvent('download');
	await section.getByRole('button', { name: '下载我的数据' }).click();
	const download = await saving;
	expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.zip$/);
	const zip = await JSZip.loadAsync(readFileSync(await download.path()));
	expect(Object.keys(zip.files)).toEqual(expect.arrayContaining(['my-data.json', 'account.csv']));
	const json = JSON.parse((await zip.file('my-data.json')?.async('string')) ?? '{}');
	expect(json.account[0].mobile).toBe(mobile);

	await section.getByRole('button', { name: '注销账号' }).click();
	const dialog = page.getByRole('alertdialog', { name: '注销账号' });
	await expect(dialog).toContainText('所有设备上的登录立即退出');
	await expect(dialog).toContainText('重新注册');
	const confirm = dialog.getByRole('button', { name: '确认注销' });
	await expect(confirm).toBeDisabled();
	await dialog.getByRole('button', { name: '获取验证码' }).click();
	// The server asks for the captcha first: the dialog solves it and then sends the code by itself.
	await expect(dialog.getByRole('group', { name: '人机验证' })).toBeVisible();
	await page.screenshot({ path: `/tmp/shots/my-data/captcha-${testInfo.project.name}.png` });
	await expect(dialog.getByRole('button', { name: /秒后重发/ })).toBeVisible({ timeout: 30_000 });
	await expect(dialog.getByRole('group', { name: '人机验证' })).toBeHidden();
	await dialog.getByLabel('短信验证码').fill(latestCode(mobile));
	await confirm.click();
	await expect(page).toHaveURL(new RegExp(`${prefix}/home-list`));
	const after = await page.request.get(`${server.baseURL}/api/user/getUserInfo`, {
		headers: { token: login.token, sign: login.sign },
	});
	expect(((await after.json()) as { code: number }).code).not.toBe(0);
});
