import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DbHandle } from '../../src/server/db/client';
import { activities, resources } from '../../src/server/db/schema';
import { readSitemap, readSitemapPart } from '../../src/server/services/sitemap/sitemap';
import { pagePaths } from '../../src/server/services/sitemap/sources';
import type { TestApi } from './helpers/api';
import { activityBody, uniqueMobile } from './helpers/builders';
import { openTestApi } from './helpers/open-test-api';

const ORIGIN = 'https://www.kepuyue.example';
const toUrl = (path: string) => new URL(path, ORIGIN).href;

let handle: DbHandle;
let api: TestApi;
let publicIds: number[];
let pendingId: number;
let resourceIds: number[];

/** The `<loc>`s of a sitemap file, with the `<lastmod>` each carries. */
function locations(xml: string): Map<string, string | undefined> {
	const found = new Map<string, string | undefined>();
	for (const match of xml.matchAll(
		/<(?:url|sitemap)><loc>([^<]*)<\/loc>(?:<lastmod>([^<]*)<\/lastmod>)?/g,
	))
		found.set(match[1] ?? '', match[2]);
	return found;
}

beforeAll(async () => {
	({ handle, api } = await openTestApi());
	const owner = await api.login(uniqueMobile());
	const ids: number[] = [];
	for (let n = 0; n < 6; n += 1) {
		const added = await api.call('/activity/addActivity', activityBody({ title: `地图 ${n}` }), {
			auth: owner,
		});
		expect(added.code).toBe(0);
		ids.push(Number(added.data.id));
	}
	pendingId = ids[2] ?? 0;
	await handle.db.update(activities).set({ status: 'pending' }).where(eq(activities.id, pendingId));
	publicIds = ids.filter((id) => id !== pendingId);
	const rows = await handle.db
		.insert(resources)
		.values([
			{ type: 'article', title: '资源甲' },
			{ type: 'video', title: '资源乙' },
		])
		.returning({ id: resources.id });
	resourceIds = rows.map((row) => row.id);
});
afterAll(async () => handle.close());

describe('sitemap.xml', () => {
	test('lists the public pages, approved activities and resources on PUBLIC_ORIGIN with lastmod', async () => {
		const xml = await readSitemap(handle.db, { toUrl });
		expect(xml).toMatch(
			/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
		);
		const found = locations(xml);
		for (const path of pagePaths()) expect(found.has(toUrl(path))).toBe(true);
		expect(found.has(`${ORIGIN}/united-list?lh_type=1`)).toBe(true);
		for (const id of publicIds) {
			const lastmod = found.get(`${ORIGIN}/detail-page?id=${id}`);
			expect(lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
		}
		expect(found.has(`${ORIGIN}/detail-page?id=${pendingId}`)).toBe(false);
		for (const id of resourceIds)
			expect(found.has(`${ORIGIN}/resource-detail?id=${id}`)).toBe(true);
		expect(found.size).toBe(pagePaths().length + publicIds.length + resourceIds.length);
	});

	test('becomes an index of parts over partSize addresses, the parts together listing the same', async () => {
		const whole = locations(await readSitemap(handle.db, { toUrl }));
		const partSize = 2;
		const index = await readSitemap(handle.db, { toUrl, partSize });
		expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
		const parts = [...locations(index).keys()];
		expect(parts[0]).toBe(`${ORIGIN}/sitemap-pages.xml`);
		const maxActivity = Math.max(...publicIds, pendingId);
		expect(parts).toContain(
			`${ORIGIN}/sitemap-activities-${Math.ceil(maxActivity / partSize)}.xml`,
		);
		const union = new Map<string, string | undefined>();
		for (const part of parts) {
			const name = /sitemap-(.+)\.xml$/.exec(part)?.[1] ?? '';
			const xml = await readSitemapPart(handle.db, name, { toUrl, partSize });
			expect(xml, name).not.toBeNull();
			const found = locations(xml ?? '');
			if (name !== 'pages') expect(found.size).toBeLessThanOrEqual(partSize);
			for (const [loc, lastmod] of found) union.set(loc, lastmod);
		}
		expect(union).toEqual(whole);
	});

	test('knows no part beyond the index', async () => {
		const options = { toUrl, partSize: 2 };
		const beyond = Math.ceil(Math.max(...publicIds, pendingId) / 2) + 1;
		for (const name of [
			`activities-${beyond}`,
			'activities-0',
			'activities',
			'pages-1',
			'users-1',
			'../x',
		])
			expect(await readSitemapPart(handle.db, name, options), name).toBeNull();
	});
});
