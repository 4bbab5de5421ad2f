import { afterAll, beforeAll, expect, test } from 'vitest';
import type { DbHandle } from '../../src/server/db/client';
import type { TestApi, TestLogin } from './helpers/api';
import { activityBody } from './helpers/builders';
import { openTestApiWithUser } from './helpers/open-test-api';

const ORIGIN = 'https://kepuyue.example.cn';
const LOGOUT = `${ORIGIN}/api/account/loginout`;

let handle: DbHandle;
let api: TestApi;
let owner: TestLogin;

beforeAll(async () => {
	({ handle, api, user: owner } = await openTestApiWithUser({ PUBLIC_ORIGIN: ORIGIN }));
});
afterAll(async () => handle.close());

const titles = async () =>
	JSON.stringify(
		(await api.call('/user/getUserActivityList', { tab: 'publish' }, { auth: owner })).data.items,
	);

test('a link to our own API in the text or as the online link is refused, naming the field', async () => {
	const cases: [Record<string, unknown>, RegExp][] = [
		[{ content: `<p><a href="${LOGOUT}">领取奖品</a></p>` }, /^活动详情不能链接到本站的接口地址/],
		[
			{ content: '<p><a href="//KEPUYUE.EXAMPLE.CN/%61pi/account/loginout">奖品</a></p>' },
			/^活动详情/,
		],
		[{ content: '<p><a href="\\api\\account\\loginout">奖品</a></p>' }, /^活动详情/],
		[{ mode: 'online', online_url: LOGOUT }, /^线上活动链接不能链接到本站的接口地址/],
	];
	for (const [overrides, message] of cases) {
		const title = `接口链接 ${JSON.stringify(overrides).length}`;
		const added = await api.call('/activity/addActivity', activityBody({ title, ...overrides }), {
			auth: owner,
		});
		expect(added.code, JSON.stringify(overrides)).toBe(100000001);
		expect(added.msg).toMatch(message);
		expect(await titles()).not.toContain(title);
	}
});

test('an edit and a material are refused the same way; other links pass', async () => {
	const added = await api.call(
		'/activity/addActivity',
		activityBody({ content: '<p><a href="https://example.org/api/x">外站接口文档</a></p>' }),
		{ auth: owner },
	);
	expect(added.code).toBe(0);
	const id = added.data.id;
	const edited = await api.call(
		'/activity/updateActivity',
		activityBody({ id, content: `<p><a href="${LOGOUT}">奖品</a></p>` }),
		{ auth: owner },
	);
	expect(edited).toMatchObject({ code: 100000001 });
	expect(edited.msg).toMatch(/^活动详情/);
	const detail = await api.call('/activity/getActDetail', { id });
	expect(detail.data.content).toContain('https://example.org/api/x');
	const material = await api.call(
		'/activity/releaseMaterial',
		{ id, materials: [{ kind: 'link', name: '回放', url: LOGOUT }] },
		{ auth: owner },
	);
	expect(material.code).toBe(100000001);
	expect(material.msg).toMatch(/^资料地址不能链接到本站的接口地址/);
	expect((await api.call('/activity/getActivityMaterial', { id })).data).toEqual([]);
});
