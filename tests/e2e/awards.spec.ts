import { mkdirSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from './a11y-scan';
import { waitForIsland } from './chrome-helpers';
import { ADMIN_MOBILE, logIn } from './publish-login';
import { type PortalServer, SERVER_START_TIMEOUT_MS, startPortalServer } from './publish-server';

/**
 * 优秀活动 as the campaign runs it: an organiser summarises an activity that has ended, the admin of
 * its province finds it alone among the candidates and nominates it from the review console with a
 * reason, the national admin confirms it there, and the public /awards page lists it
 * under its province while its detail page wears the badge. Screenshots go to /tmp/shots/awards.
 */
const SHOTS = '/tmp/shots/awards';
mkdirSync(SHOTS, { recursive: true });
/** Made the admin of the summarised activity's province by the national admin. */
const PROVINCE_ADMIN = { desktop: '13955500001', mobile: '13955500002' };
const PUBLISHER = '13800000001';

interface OwnActivity {
	id: number;
	title: string;
	status: string;
	phase: string;
	province_code: string;
	province_name: string;
}

/** The demo publisher summarises one of their activities that has ended. */
async function summariseEndedActivity(page: Page): Promise<OwnActivity> {
	await logIn(page, server.baseURL, server.dataDir, PUBLISHER);
	for (let number = 1; number <= 30; number += 1) {
		const list = (await call(page, '/user/getUserActivityList', {
			tab: 'publish',
			page: number,
			pageSize: 10,
		})) as { items: OwnActivity[] };
		const ended = list.items.find((item) => item.status === 'approved' && item.phase === 'ended');
		if (ended) {
			await call(page, '/summary/submitSummary', {
				id: ended.id,
				content: '<p>活动共开展三场讲座，同学们动手制作了水火箭，现场气氛热烈。</p>',
				walk_ins: 40,
			});
			return ended;
		}
	}
	throw new Error('the demo publisher has no ended activity');
}

let server: PortalServer;
test.beforeAll(async ({ browserName: _ }, info) => {
	test.setTimeout(SERVER_START_TIMEOUT_MS);
	// Summaries approved as they come, and a deadline for them still ahead whatever today is.
	server = await startPortalServer(info.project.name === 'mobile' ? 4831 : 4830, {
		REVIEW_MODE: 'auto',
		SUMMARY_DEADLINE: '2099-12-31 23:59:59',
	});
});
test.afterAll(async () => server?.stop());

async function call(page: Page, path: string, data: object) {
	const answer = await page.request.post(`${server.baseURL}/api${path}`, { data });
	const body = (await answer.json()) as { code: number; msg: string; data: unknown };
	expect(body.msg, path).toBe('');
	return body.data;
}

test('a province admin nominates, the national admin confirms, and /awards and the activity show it', async ({
	browser,
	page,
}, info) => {
	test.setTimeout(180_000);
	const device = info.project.name === 'mobile' ? 'mobile' : 'desktop';
	const prefix = device === 'mobile' ? '/mobile' : '';
	const publisherContext = await browser.newContext();
	const summarised = await summariseEndedActivity(await publisherContext.newPage());
	const { title, province_name: provinceName } = summarised;
	await publisherContext.close();
	const consoleContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
	const provinceAdmin = await consoleContext.newPage();
	await logIn(provinceAdmin, server.baseURL, server.dataDir, PROVINCE_ADMIN[device]);
	const grantContext = await browser.newContext();
	const granter = await grantContext.newPage();
	await logIn(granter, server.baseURL, server.dataDir, ADMIN_MOBILE);
	await call(granter, '/admin/grantRole', {
		mobile: PROVINCE_ADMIN[device],
		role: 'province_admin',
		region_code: summarised.province_code,
	});
	await grantContext.close();
	await provinceAdmin.goto(`${server.baseURL}/admin`);
	// A click before the console hydrates does nothing.
	await waitForIsland(provinceAdmin, 'ReviewConsole');
	await provinceAdmin.getByRole('button', { name: '优秀推荐' }).click();
	const first = provinceAdmin.locator('.rc-award', { hasText: title });
	await expect(provinceAdmin.locator('.rc-award')).toHaveCount(1);
	await first.getByRole('button', { name: '推荐' }).click();
	await first.getByRole('button', { name: '科普内容扎实，形式新颖' }).click();
	await provinceAdmin.screenshot({ path: `${SHOTS}/nominate-${device}.png`, fullPage: true });
	await first.getByRole('button', { name: '提交推荐' }).click();
	await expect(provinceAdmin.getByText(`已推荐「${title}」`)).toBeVisible();
	await provinceAdmin.getByRole('button', { name: '推荐名单' }).click();
	await expect(provinceAdmin.locator('.rc-award', { hasText: title })).toContainText('待确认');
	await expect(provinceAdmin.getByRole('button', { name: '确认', exact: true })).toHaveCount(0);

	const nationalAdmin = await consoleContext.newPage();
	await consoleContext.clearCookies();
	await logIn(nationalAdmin, server.baseURL, server.dataDir, ADMIN_MOBILE);
	await nationalAdmin.goto(`${server.baseURL}/admin`);
	await waitForIsland(nationalAdmin, 'ReviewConsole');
	await nationalAdmin.getByRole('button', { name: '优秀推荐' }).click();
	await nationalAdmin.getByRole('button', { name: '推荐名单' }).click();
	const entry = nationalAdmin.locator('.rc-award', { hasText: title });
	await entry.getByRole('button', { name: '确认', exact: true }).click();
	await expect(entry).toContainText('已确认');
	await nationalAdmin.screenshot({ path: `${SHOTS}/confirmed-${device}.png`, fullPage: true });
	const list = (await call(nationalAdmin, '/admin/getAwardList', {})) as {
		items: { target_id: number; target_name: string }[];
	};
	const activityId = list.items.find((item) => item.target_name === title)?.target_id;
	await consoleContext.close();

	await page.goto(`${server.baseURL}${prefix}/awards`);
	const province = page.getByRole('region', { name: provinceName });
	await expect(province.getByRole('link', { name: title })).toBeVisible();
	await expect(province).toContainText('科普内容扎实，形式新颖');
	await page.screenshot({ path: `${SHOTS}/awards-${device}.png`, fullPage: true });
	await expectNoSeriousViolations(page, `awards ${device}`);
	await province.getByRole('link', { name: title }).click();
	await expect(page).toHaveURL(new RegExp(`${prefix}/detail-page\\?id=${activityId}`));
	const badge = page.getByRole('link', { name: /\d{4} 年度优秀活动/ });
	await expect(badge).toBeVisible();
	await page.screenshot({ path: `${SHOTS}/badge-${device}.png` });
	await badge.click();
	await expect(page).toHaveURL(new RegExp(`${prefix}/awards\\?year=\\d{4}`));
});
