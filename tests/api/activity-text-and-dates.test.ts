import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DbHandle } from '../../src/server/db/client';
import { createTestApi, type TestApi, type TestLogin } from './helpers/api';
import { activityBody, uniqueMobile } from './helpers/builders';
import { openTestApiWithUser } from './helpers/open-test-api';

let handle: DbHandle;
let api: TestApi;
let author: TestLogin;

beforeAll(async () => {
	({ handle, api, user: author } = await openTestApiWithUser());
});
afterAll(async () => handle.close());

const ZWSP = '\u200B';

describe('text fields count visible characters', () => {
	test.each([
		[{ title: `${ZWSP}${ZWSP}` }, '活动标题至少 2 个字'],
		[{ title: '\u202E\u2066\u3000\u00A0' }, '活动标题至少 2 个字'],
		[{ organizer: `${ZWSP}\uFEFF${ZWSP}` }, '主办单位至少 2 个字'],
		[{ title: `科${ZWSP.repeat(60)}` }, '活动标题至少 2 个字'],
	])('refuses %j', async (overrides, message) => {
		const result = await api.call('/activity/addActivity', activityBody(overrides), {
			auth: author,
		});
		expect(result).toMatchObject({ status: 200, code: 100000001, msg: message });
	});

	test('stores a title trimmed of invisible characters and material names likewise', async () => {
		const added = await api.call(
			'/activity/addActivity',
			activityBody({ title: `${ZWSP}\u3000可见的标题\u200F` }),
			{ auth: author },
		);
		expect(added.code).toBe(0);
		const detail = await api.call('/activity/getActDetail', { id: added.data.id });
		expect(detail.data.title).toBe('可见的标题');
		const material = await api.call(
			'/activity/releaseMaterial',
			{
				id: added.data.id,
				materials: [{ kind: 'link', name: ZWSP, url: 'https://a.example.cn/' }],
			},
			{ auth: author },
		);
		expect(material).toMatchObject({ code: 100000001, msg: '请填写资料名称' });
	});
});

describe('activity dates lie within the campaign window', () => {
	test.each([
		[{ start_time: '9999-09-20 09:00:00', end_time: '9999-09-20 11:00:00' }, '开始时间'],
		[{ start_time: '2001-09-20 09:00:00', end_time: '2001-09-20 11:00:00' }, '开始时间'],
		[{ start_time: '2027-12-31 09:00:00', end_time: '2028-01-02 11:00:00' }, '结束时间'],
	])('refuses %j', async (overrides, field) => {
		const result = await api.call('/activity/addActivity', activityBody(overrides), {
			auth: author,
		});
		expect(result).toMatchObject({
			code: 100000001,
			msg: `${field}应在活动期 2025-01-01 至 2027-12-31 之内`,
		});
	});

	test('an edit is held to the window too', async () => {
		const added = await api.call('/activity/addActivity', activityBody(), { auth: author });
		const edited = await api.call(
			'/activity/updateActivity',
			activityBody({
				id: added.data.id,
				start_time: '9999-01-01 09:00:00',
				end_time: '9999-01-01 10:00:00',
			}),
			{ auth: author },
		);
		expect(edited.code).toBe(100000001);
	});

	test('CAMPAIGN_WINDOW sets the window', async () => {
		const narrow = createTestApi(handle.db, { CAMPAIGN_WINDOW: '2030-09-01/2030-09-30' });
		const user = await narrow.login(uniqueMobile());
		const inside = activityBody({
			start_time: '2030-09-15 09:00:00',
			end_time: '2030-09-15 11:00:00',
		});
		expect((await narrow.call('/activity/addActivity', inside, { auth: user })).code).toBe(0);
		const outside = await narrow.call('/activity/addActivity', activityBody(), { auth: user });
		expect(outside.msg).toBe('开始时间应在活动期 2030-09-01 至 2030-09-30 之内');
	});
});
