import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { freePort, startPortalServer } from './publish-server';

/** Helpers for the chrome, login, publish-button, host-app and analytics browser tests. */

function dataDir(): string {
	const dir = process.env.E2E_DATA_DIR;
	if (!dir) throw new Error('E2E_DATA_DIR is set by playwright.config.ts');
	return dir;
}

const MAIN_CODES_FILE = () => join(dataDir(), 'login-codes.jsonl');

/** A mobile number no earlier test used, so no resend interval gets in the way. */
export function freshMobile(): string {
	const tail = `${Date.now()}${Math.floor(Math.random() * 100)}`.slice(-9);
	return `13${tail}`;
}

/** The newest one-time code the server wrote for `mobile` (LOGIN_CODE_SENDER=file:…). */
export async function readLoginCode(mobile: string, file = MAIN_CODES_FILE()): Promise<string> {
	let code = '';
	await expect
		.poll(
			() => {
				if (!existsSync(file)) return '';
				const lines = readFileSync(file, 'utf8').trim().split('\n').filter(Boolean);
				const mine = lines
					.map((line) => JSON.parse(line) as { mobile: string; code: string })
					.filter((entry) => entry.mobile === mobile);
				code = mine.at(-1)?.code ?? '';
				return code;
			},
			// The first call on a fresh server also migrates and seeds its database.
			{ message: `a login code for ${mobile} in ${file}`, timeout: 20_000 },
		)
		.not.toBe('');
	return code;
}

/** Waits until the island whose component file contains `name` has hydrated. */
export async function waitForIsland(page: Page, name: string): Promise<void> {
	await page
		.locator(`astro-island[component-url*="${name}"]:not([ssr])`)
		.first()
		.waitFor({ state: 'attached' });
}

/**
 * Logs in through /login: fills the number, asks for a code, reads it and submits. A new number is
 * then asked for a display name on the next page; that prompt is answered 以后再说 whenever it is in
 * the way, unless the test is about it (`keepNamePrompt`).
 */
export async function logInThroughPage(
	page: Page,
	mobile: string,
	codesFile?: string,
	{ keepNamePrompt = false }: { keepNamePrompt?: boolean } = {},
): Promise<void> {
	if (!keepNamePrompt) {
		const prompt = page.getByRole('dialog', { name: '设置您的昵称' });
		await page.addLocatorHandler(prompt, () =>
			prompt.getByRole('button', { name: '以后再说' }).click(),
		);
	}
	await waitForIsland(page, 'LoginPanel');
	await page.getByLabel('手机号').fill(mobile);
	await agreeToTerms(page);
	await page.getByRole('button', { name: '获取验证码' }).click();
	await expect(page.getByRole('button', { name: /秒后重新获取/ })).toBeDisabled();
	await page.getByLabel('验证码').fill(await readLoginCode(mobile, codesFile));
	await page.getByRole('button', { name: '登录', exact: true }).click();
}

/**
 * Logs out through the desktop header's user menu. The name prompt of a new number may open over
 * the menu after it was opened, which closes it; its handler (logInThroughPage) answers the prompt,
 * and the menu is opened again.
 */
export async function logOutThroughMenu(page: Page): Promise<void> {
	await waitForIsland(page, 'HeaderAccount');
	await expect(async () => {
		const item = page.getByRole('menuitem', { name: '退出登录' });
		if (!(await item.isVisible())) await page.locator('.header-user > button').click();
		await item.click({ timeout: 2_000 });
	}).toPass({ timeout: 20_000 });
}

/** Ticks the login form's box agreeing to the service terms and the privacy policy. */
export async function agreeToTerms(page: Page): Promise<void> {
	await page.getByRole('checkbox', { name: /我已阅读并同意/ }).check();
}

/** What a `beforeAll` that starts extra servers allows itself: both polls below may take their minute. */
export const EXTRA_SERVER_START_TIMEOUT_MS = 120_000;

export interface ExtraServer {
	origin: string;
	codesFile: string;
	stop: () => Promise<void>;
}

/**
 * A second portal server from the same build with other settings (a past publishing cutoff, a
 * host-app secret), on a free port with its own database and no demo data; on 127.0.0.1, so that
 * the cookies it sets are not the shared server's (localhost).
 */
export async function startExtraServer(env: Record<string, string>): Promise<ExtraServer> {
	const server = await startPortalServer(await freePort(), {
		SEED_DEMO: 'never',
		HOST: '127.0.0.1',
		...env,
	});
	return {
		origin: server.baseURL,
		codesFile: join(server.dataDir, 'login-codes.jsonl'),
		stop: server.stop,
	};
}
