import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ROUTES } from '../../src/server/api/routes';
import { forgetChanged } from '../../src/server/cache/caches';
import type { DbHandle } from '../../src/server/db/client';
import { publicPages } from '../../src/server/edge/public-pages';
import { loginAdmin } from './helpers/admin';
import { createTestApi, type TestApi, type TestLogin } from './helpers/api';
import { activityBody, uniqueMobile } from './helpers/builders';
import { createTestDb } from './helpers/test-db';

let handle: DbHandle;
let api: TestApi;
let owner: TestLogin;
let reader: TestLogin;
let admin: TestLogin;
let a: number;
let b: number;

async function publish(title: string): Promise<number> {
	const added = await api.call('/activity/addActivity', activityBody({ title }), { auth: owner });
	if (added.code !== 0) throw new Error(added.msg);
	return Number(added.data.id);
}

beforeAll(async () => {
	handle = await createTestDb();
	api = createTestApi(handle.db, { REVIEW_MODE: 'auto' });
	owner = await api.login(uniqueMobile());
	reader = await api.login(uniqueMobile());
	admin = await loginAdmin(api, handle.db);
	a = await publish('写入影响 A');
	b = await publish('写入影响 B');
});
afterAll(async () => {
	forgetChanged({ kind: 'all' });
	await handle.close();
});

/** Pages kept in the page cache, by name → key (cache-key.ts's form). */
function pages() {
	return {
		detailA: `desktop|/detail-page?id=${a}`,
		detailAMobile: `mobile|/mobile/detail-page?id=${a}`,
		detailB: `desktop|/detail-page?id=${b}`,
		list: 'desktop|/list-page?sort=hot',
		home: 'mobile|/mobile/home-list',
		resources: 'desktop|/resources-page',
	};
}

const BROWSER = new Headers({ 'accept-encoding': 'br' });

/** Fills the page cache with every page of `pages()`, then runs `write` and names the pages it forgot. */
async function forgottenBy(write: () => Promise<{ code: number }>): Promise<string[]> {
	forgetChanged({ kind: 'all' });
	const kept = pages();
	for (const key of Object.values(kept)) {
		await publicPages.serve(
			key,
			async () =>
				new Response(`<p>${key}</p>`, {
					headers: { 'content-type': 'text/html', 'cache-control': 'public, max-age=60' },
				}),
			BROWSER,
		);
	}
	const answer = await write();
	expect(answer.code).toBe(0);
	return Object.entries(kept)
		.filter(([, key]) => publicPages.peek(key, BROWSER) === null)
		.map(([name]) => name);
}

describe('the effect of each write on the page cache', () => {
	test('none: logins, messages and a user’s own details forget no page', async () => {
		const mobile = uniqueMobile();
		expect(await forgottenBy(() => api.call('/account/sendCode', { mobile }))).toEqual([]);
		expect(
			await forgottenBy(() =>
				api.call('/account/ajaxByCode', { mobile, code: api.lastCode(mobile), agree: 1 }),
			),
		).toEqual([]);
		expect(
			await forgottenBy(() => api.call('/user/readMessage', { ids: [] }, { auth: reader })),
		).toEqual([]);
		expect(
			await forgottenBy(() =>
				api.call('/user/updateUserInfo', { show_name: '读者甲' }, { auth: reader }),
			),
		).toEqual([]);
	});

	test('activity: a like, a collect, a join and its cancel render no page again', async () => {
		const writes = [
			['/activity/activityThumb', { id: a, state: 1 }],
			['/activity/activityCollect', { id: a, state: 1 }],
			['/activity/activityJoin', { id: a, agree: 1 }],
			['/activity/cancelJoin', { id: a }],
		] as const;
		for (const [path, body] of writes)
			expect(await forgottenBy(() => api.call(path, body, { auth: reader })), path).toEqual([]);
	});

	test('activity: its data is read afresh at once, for anyone and for the person who acted', async () => {
		const thumbs = async (auth?: TestLogin) =>
			(await api.call('/activity/getActDetail', { id: b }, auth ? { auth } : {})).data;
		const before = (await thumbs()).thumb_count as number;
		const liked = await api.call('/activity/activityThumb', { id: b, state: 1 }, { auth: reader });
		expect(liked.code).toBe(0);
		// Read within the public detail's 2 s: the like forgot it.
		expect((await thumbs()).thumb_count).toBe(before + 1);
		expect(await thumbs(reader)).toMatchObject({ thumb_count: before + 1, is_thumbed: true });
	});

	test('lists: publishing forgets the lists, cancelling also the activity’s page', async () => {
		expect(
			await forgottenBy(async () => ({ code: (await publish('写入影响 C')) > 0 ? 0 : 1 })),
		).toEqual(['list', 'home']);
		expect(
			await forgottenBy(() =>
				api.call('/activity/activityCancel', { id: a, reason: '场地临时关闭' }, { auth: owner }),
			),
		).toEqual(['detailA', 'detailAMobile', 'list', 'home']);
	});

	test('page: releasing a material forgets its activity’s pages only; removing one (its activity unnamed) every page', async () => {
		let released: { code: number; data: { id: number }[] } = { code: 1, data: [] };
		expect(
			await forgottenBy(async () => {
				released = await api.call(
					'/activity/releaseMaterial',
					{ id: b, materials: [{ kind: 'link', name: '报告', url: 'https://example.cn/report' }] },
					{ auth: owner },
				);
				return released;
			}),
		).toEqual(['detailB']);
		expect(released.code).toBe(0);
		const material = released.data[0]?.id;
		expect(
			await forgottenBy(() =>
				api.call('/admin/removeMaterial', { id: material, reason: '与活动无关' }, { auth: admin }),
			),
		).toEqual(Object.keys(pages()));
	});

	test('a write that fails forgets nothing', async () => {
		forgetChanged({ kind: 'all' });
		const key = pages().detailA;
		await publicPages.serve(
			key,
			async () =>
				new Response('<p>a</p>', {
					headers: { 'content-type': 'text/html', 'cache-control': 'public, max-age=60' },
				}),
			BROWSER,
		);
		const refused = await api.call(
			'/activity/activityThumb',
			{ id: a, state: 7 },
			{ auth: reader },
		);
		expect(refused.code).not.toBe(0);
		expect(publicPages.peek(key, BROWSER)).not.toBeNull();
	});
});

describe('the route table', () => {
	test('every write declares its effect, and only rare acts (material and summary decisions, takedowns, the awards list, closing an account) forget everything', () => {
		const writes = Object.entries(ROUTES).filter(
			([, route]) => route.method === 'POST' || route.changesState,
		);
		expect(writes.length).toBeGreaterThan(15);
		for (const [path, route] of writes)
			expect(['none', 'activity', 'page', 'lists', 'all'], path).toContain(route.effect);
		const everything = writes.filter(([, route]) => route.effect === 'all').map(([path]) => path);
		expect(everything.sort()).toEqual([
			'/account/deleteAccount',
			'/admin/decideAward',
			'/admin/removeMaterial',
			'/admin/reviewMaterial',
			'/admin/reviewSummary',
			'/admin/takeDownActivity',
		]);
		const reads = Object.entries(ROUTES).filter(
			([, route]) => route.method !== 'POST' && !route.changesState,
		);
		for (const [path, route] of reads) expect(route.effect, path).toBe('none');
	});
});
