import { expect, test } from '@playwright/test';
import { createHostToken } from '../../src/server/auth/host-token';
import {
	EXTRA_SERVER_START_TIMEOUT_MS,
	type ExtraServer,
	startExtraServer,
	waitForIsland,
} from './chrome-helpers';

const SECRET = 'e2e-host-app-secret';
const HOST_UA =
	'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36 ccwork/3.2.0';

let server: ExtraServer;

// The host work app is a phone app and opens the mobile layout: these tests are tagged @mobile.
test.use({ userAgent: HOST_UA });

test.beforeAll(async () => {
	// Only the mobile project runs these tests (@mobile), so only it needs the server.
	if (!test.info().project.use.isMobile) return;
	test.setTimeout(EXTRA_SERVER_START_TIMEOUT_MS);
	server = await startExtraServer({ HOST_APP_SECRET: SECRET });
});
test.afterAll(async () => {
	await server?.stop();
});

interface FakeBridgeOptions {
	token: string;
	/** How many ccworkGetToken calls answer "no token yet" first. */
	emptyAnswers: number;
	goLoginStatus: number;
}

/** Installs window.CCWorkJSBridge before any page script runs and records its calls. */
function installFakeBridge({ token, emptyAnswers, goLoginStatus }: FakeBridgeOptions): void {
	const calls: { method: string; at: number }[] = [];
	(window as unknown as { bridgeCalls: typeof calls }).bridgeCalls = calls;
	let left = emptyAnswers;
	(window as unknown as { CCWorkJSBridge: unknown }).CCWorkJSBridge = {
		invoke(method: string, _params: unknown, callback: (result: object) => void) {
			calls.push({ method, at: Date.now() });
			if (method === 'ccworkGetToken') {
				if (left > 0 || !token) {
					left -= 1;
					setTimeout(() => callback({ status: 0, msg: 'not logged in' }), 0);
				} else setTimeout(() => callback({ status: 1, data: { token } }), 0);
			} else if (method === 'ccworkGoLogin') {
				setTimeout(() => callback({ status: goLoginStatus }), 0);
			}
		},
	};
}

const hostToken = (uid: string, name: string) =>
	createHostToken(SECRET, { uid, name, exp: Math.floor(Date.now() / 1000) + 3600 });

test('startup polls the app token every 2 s, exchanges it and shows the app user in the top bar @mobile', async ({
	page,
}) => {
	await page.addInitScript(installFakeBridge, {
		token: hostToken('host-1', 'App科普员'),
		emptyAnswers: 1,
		goLoginStatus: 1,
	});
	const exchange = page.waitForResponse((response) =>
		response.url().includes('/api/h5/account/getUserByToken'),
	);
	await page.goto(`${server.origin}/mobile/home-list`);
	expect((await (await exchange).json()).code).toBe(0);
	await waitForIsland(page, 'MobileAccountBar');
	await expect(page.locator('.mobile-account-name')).toHaveText('App科普员');
	const calls = await page.evaluate(
		() => (window as unknown as { bridgeCalls: { method: string; at: number }[] }).bridgeCalls,
	);
	const polls = calls.filter((call) => call.method === 'ccworkGetToken');
	expect(polls.length).toBeGreaterThanOrEqual(2);
	const gap = (polls[1]?.at ?? 0) - (polls[0]?.at ?? 0);
	expect(gap).toBeGreaterThanOrEqual(1900);
	expect(gap).toBeLessThan(4000);
	expect(await page.evaluate(() => localStorage.getItem('kpy-app:isAppFirstTime'))).toMatch(
		/^"\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}"$/,
	);
});

test('/login inside the host app logs in by itself and goes to the redirect @mobile', async ({
	page,
}) => {
	await page.addInitScript(installFakeBridge, {
		token: hostToken('host-2', '张App'),
		emptyAnswers: 0,
		goLoginStatus: 1,
	});
	await page.goto(`${server.origin}/login?redirect=%2Fmobile%2Fuser-center`);
	await expect(page).toHaveURL(`${server.origin}/mobile/user-center`, { timeout: 15_000 });
	await waitForIsland(page, 'MobileAccountBar');
	await expect(page.locator('.mobile-account-name')).toHaveText('张App');
});

test('a guarded page inside the host app ends on the login page with 调起App登录失败 when the app cannot log in @mobile', async ({
	page,
}) => {
	await page.addInitScript(installFakeBridge, { token: '', emptyAnswers: 0, goLoginStatus: 0 });
	await page.goto(`${server.origin}/mobile/user-center`);
	await expect(page).toHaveURL(/\/login\?redirect=%2Fmobile%2Fuser-center/);
	await expect(page.getByRole('alert').filter({ hasText: '调起App登录失败' })).toBeVisible();
	await expect(page.getByLabel('手机号')).toBeVisible();
});
