import { gunzipSync } from 'node:zlib';
import { expect, type Page, type Request, test } from '@playwright/test';

interface Beacon {
	event: string;
	properties: Record<string, unknown>;
	url: URL;
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
	return list.map((record) => ({ event: record.event, properties: record.properties, url }));
}

function collectBeacons(page: Page): Beacon[] {
	const beacons: Beacon[] = [];
	page.context().on('requestfinished', async (request) => {
		if (!new URL(request.url()).pathname.startsWith('/sa')) return;
		const response = await request.response();
		if (response && response.status() < 300) beacons.push(...decodeBeacon(request));
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

	// Headless pages are never hidden; the SDK hears the same event a closing tab fires.
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
