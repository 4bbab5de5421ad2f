import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { ADMIN_PATH, detailPage, userCenterPage } from '../../src/lib/routes';
import { ADMIN_MOBILE, logIn } from './publish-login';

/**
 * 举报 and 下架: a visitor reports in each layout, an admin takes the activity down in the console,
 * the page is gone, and the owner sees 已下架 with the reason and resubmits; a material reported
 * is removed from the console and its reporter told.
 * Screenshots go to /tmp/shots/report-takedown.
 */
// The shared server (automatic review): a taken-down activity comes back through review all the same.
const server = {
	baseURL: `http://localhost:${process.env.E2E_PORT ?? 4400}`,
	dataDir: process.env.E2E_DATA_DIR ?? '',
};

const SHOTS = '/tmp/shots/report-takedown';

/** The page's islands hydrate after the load event (client:afterload). */
async function opened(page: Page, url: string) {
	await page.goto(url);
	await expect(page.locator('astro-island[ssr]')).toHaveCount(0, { timeout: 15_000 });
}

/**
 * The demo admin, logged in once for both layouts: each project runs in a worker of its own, and a
 * second code for the number within a minute is refused.
 */
async function logInAdmin(page: Page) {
	const saved = join(server.dataDir, 'report-takedown-admin.json');
	if (!existsSync(saved)) {
		const login = await logIn(page, server.baseURL, server.dataDir, ADMIN_MOBILE);
		writeFileSync(saved, JSON.stringify(login));
		return;
	}
	const login = JSON.parse(readFileSync(saved, 'utf8')) as {
		token: string;
		sign: string;
		cookie: string;
	};
	await page
		.context()
		.addCookies([{ name: 'kpy_session', value: login.cookie, url: server.baseURL }]);
	await page.context().addInitScript(
		(stored) => {
			for (const [key, value] of Object.entries(stored)) {
				window.localStorage.setItem(`kpy-session:${key}`, JSON.stringify(value));
			}
		},
		{ token: login.token, sign: login.sign, uid: '1' },
	);
}

async function callApi(page: Page, path: string, data: Record<string, unknown>) {
	const answer = await page.request.post(`${server.baseURL}/api${path}`, { data });
	const body = (await answer.json()) as { code: number; msg: string; data: unknown };
	expect(body.msg).toBe('');
	return body.data;
}

test('a visitor reports, an admin takes it down, the owner sees 已下架 and resubmits', async ({
	browser,
	page,
	viewport,
}, info) => {
	// Three people in three browsers, and the admin's console: slow while the other lane runs.
	test.setTimeout(180_000);
	mkdirSync(SHOTS, { recursive: true });
	const project = info.project.name;
	const device = project === 'mobile' ? 'mobile' : 'desktop';
	const n = project === 'mobile' ? '2' : '1';
	const width = project === 'mobile' ? 390 : 1280;

	const ownerContext = await browser.newContext({ viewport });
	const owner = await ownerContext.newPage();
	// Publishing has closed on the demo server: a demo publisher's approved activity is reported.
	await logIn(owner, server.baseURL, server.dataDir, `1380000000${project === 'mobile' ? 3 : 2}`);
	const own = (await callApi(owner, '/user/getUserActivityList', {
		tab: 'publish',
		status: 'approved',
		pageSize: 1,
	})) as { items: { id: number; title: string }[] };
	const { id, title } = own.items[0] ?? { id: 0, title: '' };
	expect(id).toBeGreaterThan(0);
	const adminContext = await browser.newContext({ viewport: { width, height: 900 } });
	const admin = await adminContext.newPage();
	await logInAdmin(admin);

	await page.setViewportSize({ width, height: project === 'mobile' ? 844 : 900 });
	await logIn(page, server.baseURL, server.dataDir, `1396771${n}002`);
	await opened(page, `${server.baseURL}${detailPage(id, device)}`);
	await page.getByRole('button', { name: '举报', exact: true }).click();
	const dialog = page.getByRole('dialog', { name: '举报该活动' });
	await dialog.getByRole('button', { name: '提交举报' }).click();
	await expect(dialog.getByRole('alert')).toHaveText('请选择举报类型');
	await dialog.getByRole('radio', { name: '虚假信息' }).check();
	await dialog.getByLabel(/举报理由/).fill('活动地点根本不存在，是虚假活动');
	await page.screenshot({ path: `${SHOTS}/dialog-${width}.png` });
	await dialog.getByRole('button', { name: '提交举报' }).click();
	await expect(dialog).toContainText('举报已提交');
	await dialog.getByRole('button', { name: '知道了' }).click();
	// A second report the same day is refused in words.
	await page.getByRole('button', { name: '举报', exact: true }).click();
	await dialog.getByRole('radio', { name: '其他' }).check();
	await dialog.getByLabel(/举报理由/).fill('再次举报这个活动');
	await dialog.getByRole('button', { name: '提交举报' }).click();
	await expect(dialog.getByRole('alert')).toContainText('您今天已举报过该活动');

	await opened(admin, `${server.baseURL}${ADMIN_PATH}`);
	await admin.getByRole('button', { name: '举报处理' }).click();
	const item = admin.locator(`li[data-report-activity="${id}"]`);
	await expect(item).toContainText(title);
	await expect(item).toContainText('虚假信息 1');
	await expect(item).toContainText('活动地点根本不存在');
	await admin.screenshot({ path: `${SHOTS}/console-${width}.png`, fullPage: true });
	await item.getByRole('button', { name: '下架' }).click();
	await item.getByLabel(/下架原因/).fill('活动信息虚假，地点不存在');
	await item.getByRole('button', { name: '确认下架' }).click();
	await expect(item).toHaveCount(0);

	// Asked afresh: the browser may keep the page it was shown before.
	const gone = await page.request.get(`${server.baseURL}${detailPage(id, device)}`);
	expect(gone.status()).toBe(404);
	expect((await page.request.get(`${server.baseURL}/ics/${id}.ics`)).status()).toBe(404);

	await opened(owner, `${server.baseURL}${userCenterPage(device)}`);
	const mine = owner.locator('.uc-item', { hasText: title }).first();
	await expect(mine).toContainText('已下架');
	await expect(mine).toContainText('下架原因：活动信息虚假，地点不存在');
	await owner.screenshot({ path: `${SHOTS}/owner-${width}.png`, fullPage: true });
	const saved = (await callApi(owner, '/activity/updateActivity', {
		id,
		title: `${title}（已改正）`,
		start_time: '2026-12-21 09:00:00',
		end_time: '2026-12-21 12:00:00',
		mode: 'offline',
		province_code: '110000',
		city_code: '110100',
		venue: '中国科学技术馆',
		organizer: '中国科协科普部',
		audiences: [3],
	})) as { status: string };
	expect(saved.status).toBe('pending');
	await callApi(admin, '/admin/reviewActivity', { id, decision: 'approve' });
	const back = await page.request.get(`${server.baseURL}${detailPage(id, device)}`);
	expect(back.status()).toBe(200);
	await ownerContext.close();
	await adminContext.close();
});

test('a visitor reports a material, an admin removes it, the reporter hears so', async ({
	browser,
	page,
	viewport,
}, info) => {
	// Three people in three browsers, and the admin's console: slow while the other lane runs.
	test.setTimeout(180_000);
	mkdirSync(SHOTS, { recursive: true });
	const project = info.project.name;
	const device = project === 'mobile' ? 'mobile' : 'desktop';
	const n = project === 'mobile' ? '2' : '1';
	const width = project === 'mobile' ? 390 : 1280;

	const ownerContext = await browser.newContext({ viewport });
	const owner = await ownerContext.newPage();
	await logIn(owner, server.baseURL, server.dataDir, `1380000000${project === 'mobile' ? 3 : 2}`);
	const own = (await callApi(owner, '/user/getUserActivityList', {
		tab: 'publish',
		status: 'approved',
		pageSize: 1,
	})) as { items: { id: number }[] };
	const id = own.items[0]?.id ?? 0;
	expect(id).toBeGreaterThan(0);
	const name = `活动回放 ${project}`;
	const [material] = (await callApi(owner, '/activity/releaseMaterial', {
		id,
		materials: [{ kind: 'link', name, url: 'https://video.example.cn/replay' }],
	})) as { id: number; status: string }[];
	expect(material?.status).toBe('approved');
	const adminContext = await browser.newContext({ viewport: { width, height: 900 } });
	const admin = await adminContext.newPage();
	await logInAdmin(admin);

	await page.setViewportSize({ width, height: project === 'mobile' ? 844 : 900 });
	await logIn(page, server.baseURL, server.dataDir, `1396771${n}003`);
	await opened(page, `${server.baseURL}${detailPage(id, device)}`);
	await page.getByRole('button', { name: `举报「${name}」` }).click();
	const dialog = page.getByRole('dialog', { name: `举报资料「${name}」` });
	await dialog.getByRole('radio', { name: '侵权' }).check();
	await dialog.getByLabel(/举报理由/).fill('这段回放是我们单位的讲座录像');
	await page.screenshot({ path: `${SHOTS}/material-dialog-${width}.png` });
	await dialog.getByRole('button', { name: '提交举报' }).click();
	await expect(dialog).toContainText('举报已提交');
	await dialog.getByRole('button', { name: '知道了' }).click();

	await opened(admin, `${server.baseURL}${ADMIN_PATH}`);
	await admin.getByRole('button', { name: '举报处理' }).click();
	const item = admin.locator(`li[data-report-material="${material?.id}"]`);
	await expect(item).toContainText(name);
	await expect(item).toContainText('侵权 1');
	await admin.screenshot({ path: `${SHOTS}/material-console-${width}.png`, fullPage: true });
	await item.getByRole('button', { name: '移除资料' }).click();
	await item.getByLabel(/移除原因/).fill('侵犯他人著作权');
	await item.getByRole('button', { name: '确认移除' }).click();
	await expect(item).toHaveCount(0);

	const materials = (await callApi(page, '/activity/getActivityMaterial', { id })) as {
		id: number;
	}[];
	expect(materials.map((entry) => entry.id)).not.toContain(material?.id);
	const inbox = (await callApi(page, '/user/getMessageList', { pageSize: 5 })) as {
		items: { title: string }[];
	};
	expect(inbox.items[0]?.title).toBe('举报处理结果：资料已移除');
	await ownerContext.close();
	await adminContext.close();
});
