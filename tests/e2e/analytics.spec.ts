import { gunzipSync } from 'node:zlib';
import { expect, type Page, type Request, test } from '@playwright/test';
import { freshMobile, logInThroughPage, logOutThroughMenu, waitForIsland } from './chrome-helpers';

interface Beacon {
	event: string;
	properties: Record<string, unknown>;
	url: URL;
	/** The whole Sensors record. */
	record: Record<string, unknown>;
	request: Request;
}

/** Decodes the Sensors payload of a /sa request: base64 JSON (or gzip'd JSON) in data / data_list. */
function decodeBeacon(request: Request): Beacon[] {
	const url = new URL(request.url());
	const fields = new URLSearchParams(request.postData() ?? url.search);
	const text = fields.get('data_list') ?? fields.get('data');
	if (!text) return [];
	const bytes = Buffer.from(text.replace(/ /g, '+'), 'base64');
	const raw = bytes[0] === 0x1f && bytes[1] === 0x8b ? gunzipSync(bytes) : bytes;
	const decoded: unknown = JSON.parse(raw.toString('utf8'));
	const list = (Array.isArray(decoded) ? decoded : [decoded]) as {
		event: string;
		properties: Record<string, unknown>;
	}[];
	return list.map((record) => ({
		event: record.event,
		properties: record.properties,
		url,
		record,
		request,
	}));
}

/**
 * Records as the page sends them. A beacon sent just before the page navigates (login's `$SignUp`)
 * reaches the server, but Playwright reports it aborted, so the records are taken when sent and
 * the server's answer is checked where the page stays (the first test).
 */
function collectBeacons(page: Page): Beacon[] {
	const beacons: Beacon[] = [];
	page.context().on('request', (request) => {
		if (new URL(request.url()).pathname.startsWith('/sa')) beacons.push(...decodeBeacon(request));
	});
	return beacons;
}

const find = (beacons: Beacon[], event: string) =>
	beacons.filter((beacon) => beacon.event === event);

test('a first visit sends the page view and page-finish events to /sa with the platform tag', async ({
	page,
	isMobile,
}) => {
	const beacons = collectBeacons(page);
	await page.goto(isMobile ? '/mobile/home-list' : '/home-list');
	const pageView = isMobile ? 'KpyAppPageView' : 'KpyPageView';
	await expect.poll(() => find(beacons, pageView).length, { timeout: 15_000 }).toBe(1);
	const [view] = find(beacons, pageView);
	expect((await view?.request.response())?.status()).toBe(204);
	expect(view?.url.searchParams.get('project')).toBe('default');
	expect(view?.properties).toMatchObject({
		is_first_time: true,
		member_id: '',
		platform: '2025年全国科普月',
		plat_type: isMobile ? 'MobileWeb' : 'PCWeb',
		page_type: '/home-list',
	});
	await expect
		.poll(() => find(beacons, 'KpyPageFinish').map((b) => b.properties.finishType))
		.toEqual([0]);

	// Headless pages are never hidden; analytics hears the same event a closing tab fires.
	await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pagehide')));
	await expect
		.poll(() => find(beacons, 'KpyPageFinish').map((b) => b.properties.finishType))
		.toEqual([0, 1]);

	await page.goto(isMobile ? '/mobile/list-page' : '/list-page');
	await expect
		.poll(() => find(beacons, pageView).map((b) => b.properties.is_first_time), {
			timeout: 15_000,
		})
		.toEqual([true, false]);

	// Sensors records as sa-sdk-javascript sent them; the returning visitor keeps the cookie's id.
	const anonymousId = view?.record.distinct_id;
	expect(anonymousId).toMatch(/^[0-9a-f]+(-[0-9a-f]+){4}$/);
	for (const beacon of beacons) {
		expect(beacon.record).toMatchObject({
			distinct_id: anonymousId,
			anonymous_id: anonymousId,
			identities: { $identity_cookie_id: anonymousId, $identity_anonymous_id: anonymousId },
			lib: { $lib: 'js', $lib_method: 'code', $lib_version: '1.27.11' },
			type: 'track',
		});
		expect(beacon.record).not.toHaveProperty('login_id');
		expect(beacon.record.time).toEqual(expect.any(Number));
		expect(String(beacon.record._track_id)).toMatch(/^\d{7,9}$/);
		expect(beacon.properties).toMatchObject({ $lib: 'js', $url: expect.stringContaining('/') });
	}
	const cookies = await page.context().cookies();
	expect(cookies.map((cookie) => cookie.name)).toContain('sensorsdata2015jssdkcross');
});

test('a detail page view names its activity and province, for the organiser daily views', async ({
	page,
	isMobile,
}) => {
	const list = isMobile ? '/mobile/list-page' : '/list-page';
	await page.goto(list);
	const href = await page.locator('[data-testid="activity-list"] a').first().getAttribute('href');
	const id = new URL(href ?? '', 'http://x').searchParams.get('id');
	const beacons = collectBeacons(page);
	await page.goto(href ?? '');
	const pageView = isMobile ? 'KpyAppPageView' : 'KpyPageView';
	const detailViews = () =>
		find(beacons, pageView).filter((beacon) => beacon.properties.page_type === '/detail-page');
	await expect.poll(() => detailViews().length, { timeout: 15_000 }).toBe(1);
	expect(detailViews()[0]?.properties).toMatchObject({ activity_id: id });
	expect(String(detailViews()[0]?.properties.province)).toMatch(/^\d{6}$/);
});

test('a click on a div of text sends $WebClick with the element, and each record is logged', async ({
	page,
	isMobile,
}) => {
	const beacons = collectBeacons(page);
	const logged: string[] = [];
	page.on('console', (message) => logged.push(message.text()));
	await page.goto(isMobile ? '/mobile/home-list' : '/home-list');
	const pageView = isMobile ? 'KpyAppPageView' : 'KpyPageView';
	await expect.poll(() => find(beacons, pageView).length, { timeout: 15_000 }).toBe(1);
	await page.locator('main').evaluate((main) => {
		const note = document.createElement('div');
		note.id = 'click-probe';
		note.innerHTML = '点击 <b>这里</b>';
		main.append(note);
		const nested = document.createElement('div');
		nested.id = 'not-collected';
		nested.innerHTML = '<p>段落</p>';
		main.append(nested);
	});
	await page.locator('#not-collected p').click();
	await page.getByText('这里').click();
	await expect.poll(() => find(beacons, '$WebClick').length).toBeGreaterThan(0);
	const clicks = find(beacons, '$WebClick');
	expect(clicks.map((click) => click.properties.$element_id)).toEqual(['click-probe']);
	expect(clicks[0]?.properties).toMatchObject({
		$element_type: 'div',
		$element_content: '点击 这里',
		$element_selector: '#click-probe',
		$element_path: 'div#click-probe',
		$url: page.url(),
		$title: await page.title(),
		$page_x: expect.any(Number),
		$page_y: expect.any(Number),
	});
	expect(logged.filter((line) => line.startsWith('[web-sdk-log]:'))).toEqual(
		expect.arrayContaining([
			expect.stringContaining(`"event": "${pageView}"`),
			expect.stringContaining('"event": "$WebClick"'),
		]),
	);
});

test('login binds the openid to the anonymous id, a tab sends a page view, logout starts a new anonymous id @desktop', async ({
	page,
}) => {
	test.setTimeout(60_000);
	const beacons = collectBeacons(page);
	await page.goto('/home-list');
	await expect.poll(() => find(beacons, 'KpyPageView').length, { timeout: 15_000 }).toBe(1);
	const anonymousId = find(beacons, 'KpyPageView')[0]?.record.distinct_id;

	await page.goto('/login?redirect=%2Fuser-center');
	// The name prompt a new number meets on the next page is answered here, before the tabs and the
	// logout: answered by a locator handler whenever it came, it raced the logout's navigation.
	await logInThroughPage(page, freshMobile(), undefined, { keepNamePrompt: true });
	await expect(page).toHaveURL(/\/user-center$/);
	const namePrompt = page.getByRole('dialog', { name: '设置您的昵称' });
	await namePrompt.getByRole('button', { name: '以后再说' }).click({ timeout: 15_000 });
	await expect(namePrompt).toBeHidden();
	const openid = JSON.parse(
		(await page.evaluate(() => localStorage.getItem('kpy-session:openid'))) ?? '""',
	);
	expect(openid).not.toBe('');
	await expect.poll(() => find(beacons, '$SignUp').length, { timeout: 15_000 }).toBe(1);
	expect(find(beacons, '$SignUp')[0]?.record).toMatchObject({
		type: 'track_signup',
		distinct_id: openid,
		login_id: openid,
		anonymous_id: anonymousId,
		original_id: anonymousId,
		identities: {
			$identity_cookie_id: anonymousId,
			$identity_login_id: openid,
			$identity_anonymous_id: anonymousId,
		},
	});
	const signedInView = () =>
		find(beacons, 'KpyPageView').find((beacon) => beacon.properties.page_type === '/user-center');
	await expect.poll(() => signedInView()?.record.distinct_id, { timeout: 15_000 }).toBe(openid);
	expect(signedInView()?.record).toMatchObject({ login_id: openid, anonymous_id: anonymousId });
	expect(signedInView()?.properties.member_id).toBe(openid);

	// A tab of the user centre is a route change inside the page (replaceState): a page view again,
	// and none for the same address a second time.
	await waitForIsland(page, 'UserCenter');
	const joinTab = page.getByRole('tab', { name: /我报名的/ });
	await joinTab.click();
	await expect(page).toHaveURL(/tab=join/);
	const centreViews = () =>
		find(beacons, 'KpyPageView').filter((beacon) => beacon.properties.page_type === '/user-center');
	await expect.poll(() => centreViews().length).toBe(2);
	expect(centreViews()[1]?.properties).toMatchObject({
		$url: expect.stringContaining('/user-center?tab=join'),
		is_first_time: false,
	});
	// Clicking the open tab again sends nothing: checked once the next page's view has come.
	await joinTab.click();

	await logOutThroughMenu(page);
	await expect(page).toHaveURL(/\/home-list$/);
	const signedOutView = () => find(beacons, 'KpyPageView').at(-1);
	await expect
		.poll(() => signedOutView()?.properties.page_type, { timeout: 15_000 })
		.toBe('/home-list');
	expect(centreViews()).toHaveLength(2);
	await expect.poll(() => signedOutView()?.properties.member_id).toBe('');
	const newId = signedOutView()?.record.distinct_id;
	expect(newId).not.toBe(openid);
	expect(newId).not.toBe(anonymousId);
	expect(signedOutView()?.record).not.toHaveProperty('login_id');
	expect(signedOutView()?.record).toMatchObject({
		anonymous_id: newId,
		identities: { $identity_cookie_id: anonymousId, $identity_anonymous_id: newId },
	});
	expect(find(beacons, '$SignUp')).toHaveLength(1);
});
