import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DbHandle } from '../../src/server/db/client';
import { activities, materials } from '../../src/server/db/schema';
import type { TestApi } from './helpers/api';
import { activityBody, uniqueMobile } from './helpers/builders';
import { countRows } from './helpers/counts';
import { openTestApi } from './helpers/open-test-api';

let handle: DbHandle;
let api: TestApi;
let owner: { token: string; sign: string };
let photoUrl: string;

beforeAll(async () => {
	({ handle, api } = await openTestApi());
	const login = await api.login(uniqueMobile());
	owner = { token: login.token, sign: login.sign };
	const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#0b5cad' } })
		.png()
		.toBuffer();
	const form = new FormData();
	form.set('file', new File([new Uint8Array(png)], 'cover.png'));
	const uploaded = await api.call(
		'/upload/uploadFile',
		{},
		{ auth: owner, raw: { body: form, type: '' } },
	);
	photoUrl = uploaded.data.url;
});
afterAll(async () => handle.close());

const publish = (overrides: Record<string, unknown>) =>
	api.call('/activity/addActivity', activityBody(overrides), { auth: owner });

describe('covers', () => {
	test.each([
		'https://tracker.example/pixel.png',
		'/images/../api/account/loginout',
		'/images/%2e%2e/api/account/loginout',
		'/uploads/../api/account/loginout',
		'/api/account/loginout',
		'/media/videos/demo-1/poster.jpg',
	])('refuses %s with a message naming 封面图片, writing nothing', async (cover) => {
		const before = await countRows(handle.db);
		const result = await publish({ title: '封面校验讲座', cover });
		expect(result).toMatchObject({ status: 200, code: 100000001 });
		expect(result.msg).toBe('封面图片必须是本站上传的图片（请通过上传按钮选择图片）');
		expect(await countRows(handle.db)).toEqual(before);
	});

	test('accepts an uploaded cover and a picture the portal ships', async () => {
		for (const cover of [photoUrl, '/images/chrome/logo.svg']) {
			const result = await publish({ title: '上传封面讲座', cover });
			expect(result.code, result.msg).toBe(0);
			const detail = await api.call('/activity/getActDetail', { id: result.data.id });
			expect(detail.data.cover).toBe(cover);
		}
	});

	test('a remote cover stored before the rule is shown as no cover, on every list', async () => {
		const added = await publish({ title: '旧封面讲座', cover: photoUrl });
		const id = Number(added.data.id);
		await handle.db
			.update(activities)
			.set({ cover: 'https://tracker.example/old.jpg' })
			.where(eq(activities.id, id));
		const detail = await api.call('/activity/getActDetail', { id });
		expect(detail).toMatchObject({ code: 0, data: { id, cover: '' } });
		const list = await api.call('/activity/getActivityList', { keyword: '旧封面讲座' });
		expect(list.data.items.map((item: { cover: string }) => item.cover)).toEqual(['']);
		const mine = await api.call('/user/getUserActivityList', { tab: 'publish' }, { auth: owner });
		const row = mine.data.items.find((item: { id: number }) => item.id === id);
		expect(row.cover).toBe('');
	});
});

describe('rich-text pictures', () => {
	test('only our own pictures are kept; API and remote ones are dropped on publish', async () => {
		const content = [
			'<p>开场</p>',
			'<img src="/api/account/loginout">',
			'<img src="/images/../api/h5/account/loginout">',
			'<img src="https://tracker.example/p.png">',
			`<img src="${photoUrl}" alt="现场">`,
		].join('');
		const added = await publish({ title: '富文本图片讲座', content });
		expect(added.code, added.msg).toBe(0);
		const detail = await api.call('/activity/getActDetail', { id: added.data.id });
		expect(detail.data.content).toBe(`<p>开场</p><p><img alt="现场" src="${photoUrl}" /></p>`);
	});

	test('text stored under the old rules is cleaned again when it is read', async () => {
		const added = await publish({ title: '旧富文本讲座' });
		const id = Number(added.data.id);
		await handle.db
			.update(activities)
			.set({
				contentHtml: '<p>x</p><img src="/api/account/loginout"><img src="https://t.example/a.png">',
			})
			.where(eq(activities.id, id));
		const detail = await api.call('/activity/getActDetail', { id });
		expect(detail.data.content).toBe('<p>x</p>');
	});
});

describe('photo materials', () => {
	test('a photo must be an upload of ours; links may point anywhere', async () => {
		const added = await publish({ title: '资料图片讲座' });
		const id = Number(added.data.id);
		const before = await countRows(handle.db);
		for (const url of ['https://tracker.example/p.png', '/uploads/../api/account/loginout']) {
			const result = await api.call(
				'/activity/releaseMaterial',
				{ id, materials: [{ kind: 'image', name: '现场', url }] },
				{ auth: owner },
			);
			expect(result.code, url).toBe(100000001);
			expect(result.msg).toMatch(/资料地址/);
		}
		expect(await countRows(handle.db)).toEqual(before);
		const ok = await api.call(
			'/activity/releaseMaterial',
			{
				id,
				materials: [
					{ kind: 'image', name: '现场', url: photoUrl },
					{ kind: 'link', name: '回放', url: 'https://live.example.cn/replay/1' },
				],
			},
			{ auth: owner },
		);
		expect(ok.code, ok.msg).toBe(0);
	});

	test('a remote photo stored before the rule is offered as a link, not shown', async () => {
		const added = await publish({ title: '旧资料图片讲座' });
		const id = Number(added.data.id);
		await handle.db
			.insert(materials)
			.values({ activityId: id, kind: 'image', name: '旧照片', url: 'https://t.example/a.jpg' });
		const listed = await api.call('/activity/getActivityMaterial', { id });
		expect(listed.data).toMatchObject([{ kind: 'link', url: 'https://t.example/a.jpg' }]);
	});
});
