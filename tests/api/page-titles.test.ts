import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import DetailPage from '../../src/pages/detail-page.astro';
import MobileDetailPage from '../../src/pages/mobile/detail-page.astro';
import MobileResourcePage from '../../src/pages/mobile/resource-detail.astro';
import ResourcePage from '../../src/pages/resource-detail.astro';
import { forgetChanged } from '../../src/server/cache/caches';
import type { DbHandle } from '../../src/server/db/client';
import { activities, resources } from '../../src/server/db/schema';
import type { TestApi } from './helpers/api';
import { activityBody, uniqueMobile } from './helpers/builders';
import { openTestApi } from './helpers/open-test-api';
import { createPageRenderer, titleOf } from './helpers/render-page';

let handle: DbHandle;
let api: TestApi;
let renderPage: Awaited<ReturnType<typeof createPageRenderer>>;

beforeAll(async () => {
	({ handle, api } = await openTestApi());
	renderPage = await createPageRenderer(handle.db);
});
afterAll(async () => handle.close());

const LONG_NAME = '第一届全国青少年天文观测与航天科技知识普及系列讲座暨星空摄影作品展览活动';
const HOSTILE_NAME = '</title><script>x</script>&';

/** An activity with this name; a name the form refuses is written as older data may hold it. */
async function activityNamed(name: string): Promise<number> {
	const owner = await api.login(uniqueMobile());
	const added = await api.call('/activity/addActivity', activityBody({ title: '改名之前的活动' }), {
		auth: owner,
	});
	expect(added.code).toBe(0);
	await handle.db.update(activities).set({ title: name }).where(eq(activities.id, added.data.id));
	forgetChanged({ kind: 'all' });
	return added.data.id;
}

async function resourceNamed(name: string): Promise<number> {
	const [row] = await handle.db
		.insert(resources)
		.values({ type: 'article', title: name, bodyHtml: '<p>正文</p>' })
		.returning({ id: resources.id });
	forgetChanged({ kind: 'all' });
	if (!row) throw new Error('no resource');
	return row.id;
}

const PAGES = [
	{
		kind: 'activity',
		route: '活动详情',
		page: DetailPage,
		path: '/detail-page',
		device: 'desktop',
	},
	{
		kind: 'activity',
		route: '活动详情',
		page: MobileDetailPage,
		path: '/mobile/detail-page',
		device: 'mobile',
	},
	{
		kind: 'resource',
		route: '资源详情',
		page: ResourcePage,
		path: '/resource-detail',
		device: 'desktop',
	},
	{
		kind: 'resource',
		route: '资源详情',
		page: MobileResourcePage,
		path: '/mobile/resource-detail',
		device: 'mobile',
	},
] as const;

describe.each(PAGES)('$path', ({ kind, route, page, path, device }) => {
	async function titlesOf(name: string) {
		const id = kind === 'activity' ? await activityNamed(name) : await resourceNamed(name);
		const response = await renderPage(page, `${path}?id=${id}`, { device });
		expect(response.status).toBe(200);
		const html = await response.text();
		const ogTitle = /<meta property="og:title" content="([^"]*)"/.exec(html)?.[1];
		return { html, title: titleOf(html), ogTitle };
	}

	test(`is titled {name} - ${route} - 2025年全国科普月, as is its share card`, async () => {
		const { title, ogTitle } = await titlesOf('天文观测夜');
		expect(title).toBe(`天文观测夜 - ${route} - 2025年全国科普月`);
		expect(ogTitle).toBe(title);
	});

	test('cuts a long name after 30 characters with …', async () => {
		const { title } = await titlesOf(LONG_NAME);
		expect(title).toBe(`${[...LONG_NAME].slice(0, 30).join('')}… - ${route} - 2025年全国科普月`);
	});

	test('shows a hostile name as text inside the title', async () => {
		const { html, title } = await titlesOf(HOSTILE_NAME);
		expect(title).toBe(`${HOSTILE_NAME} - ${route} - 2025年全国科普月`);
		expect(html.match(/<title>/g)).toHaveLength(1);
		expect(html).toContain('<title>&lt;/title&gt;&lt;script&gt;x&lt;/script&gt;&amp; - ');
	});
});
