import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DbHandle } from '../../src/server/db/client';
import type { TestApi, TestLogin } from './helpers/api';
import { activityBody, uniqueMobile } from './helpers/builders';
import { countRows } from './helpers/counts';
import { openTestApi } from './helpers/open-test-api';

let handle: DbHandle;
let api: TestApi;
let owner: TestLogin;

const FOCUS_RULE = '封面焦点格式应为「x% y%」，x 和 y 为 0 到 100 的整数';

beforeAll(async () => {
	({ handle, api } = await openTestApi());
	owner = await api.login(uniqueMobile());
});
afterAll(async () => handle.close());

describe('cover_focus', () => {
	test('is stored by addActivity and answered by getActDetail and the activity list', async () => {
		const added = await api.call(
			'/activity/addActivity',
			activityBody({ title: '焦点在左上的讲座', cover: '/images/a.jpg', cover_focus: '20% 30%' }),
			{ auth: owner },
		);
		expect(added.code).toBe(0);
		const detail = await api.call('/activity/getActDetail', { id: added.data.id });
		expect(detail.data.cover_focus).toBe('20% 30%');
		const list = await api.call('/activity/getActivityList', { keyword: '焦点在左上' });
		expect(list.data.items).toEqual([
			expect.objectContaining({ id: added.data.id, cover_focus: '20% 30%' }),
		]);
	});

	test('is null when absent or empty, and updateActivity sets and clears it', async () => {
		const added = await api.call('/activity/addActivity', activityBody({ cover_focus: '' }), {
			auth: owner,
		});
		const id = added.data.id;
		expect((await api.call('/activity/getActDetail', { id })).data.cover_focus).toBeNull();
		const set = await api.call(
			'/activity/updateActivity',
			activityBody({ id, cover_focus: '100% 0%' }),
			{ auth: owner },
		);
		expect(set.code).toBe(0);
		expect((await api.call('/activity/getActDetail', { id })).data.cover_focus).toBe('100% 0%');
		await api.call('/activity/updateActivity', activityBody({ id }), { auth: owner });
		expect((await api.call('/activity/getActDetail', { id })).data.cover_focus).toBeNull();
	});

	test.each([['101% 50%'], ['50%'], ['-1% 20%'], ['50% 50% 0%'], ['center'], ['12.5% 40%']])(
		'refuses %j with a message naming the field and writes nothing',
		async (bad) => {
			const before = await countRows(handle.db);
			const answer = await api.call('/activity/addActivity', activityBody({ cover_focus: bad }), {
				auth: owner,
			});
			expect(answer.code).not.toBe(0);
			expect(answer.status).toBeLessThan(500);
			expect(answer.msg).toBe(FOCUS_RULE);
			expect(await countRows(handle.db)).toEqual(before);
		},
	);

	test('refuses a non-text focus on update and leaves the activity unchanged', async () => {
		const added = await api.call(
			'/activity/addActivity',
			activityBody({ cover_focus: '10% 10%' }),
			{
				auth: owner,
			},
		);
		const id = added.data.id;
		const answer = await api.call(
			'/activity/updateActivity',
			activityBody({ id, title: '不该写入的标题', cover_focus: 42 }),
			{ auth: owner },
		);
		expect(answer.code).not.toBe(0);
		expect(answer.msg).toBe('封面焦点必须是文本');
		const detail = await api.call('/activity/getActDetail', { id });
		expect(detail.data).toMatchObject({ cover_focus: '10% 10%', title: '航天科技科普讲座' });
	});
});
