import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DbHandle } from '../../src/server/db/client';
import { activities, messages, users } from '../../src/server/db/schema';
import { createTestApi, type TestApi, type TestLogin } from './helpers/api';
import { activityBody, uniqueMobile } from './helpers/builders';
import { countRows } from './helpers/counts';
import { openTestApi } from './helpers/open-test-api';

const DAY_MS = 24 * 60 * 60 * 1000;

let handle: DbHandle;
let api: TestApi;
let owner: TestLogin;
let stranger: TestLogin;

beforeAll(async () => {
	({ handle, api } = await openTestApi());
	owner = await api.login(uniqueMobile());
	stranger = await api.login(uniqueMobile());
});
afterAll(async () => handle.close());

async function publish(overrides: Record<string, unknown> = {}, auth = owner) {
	return api.call('/activity/addActivity', activityBody(overrides), { auth });
}

describe('checkPublish', () => {
	test('answers 0 before the cutoff for a logged-in user', async () => {
		expect(
			(await api.call('/activity/checkPublish', {}, { method: 'GET', auth: owner })).code,
		).toBe(0);
	});

	test('answers the not-logged-in code without a session', async () => {
		expect((await api.call('/activity/checkPublish', {}, { method: 'GET' })).code).toBe(100000009);
	});

	test('answers 100250106 after the cutoff, and addActivity is refused the same way', async () => {
		const closed = createTestApi(handle.db, { PUBLISH_CUTOFF: '2025-09-30 23:59:59' });
		const user = await closed.login(uniqueMobile());
		const check = await closed.call('/activity/checkPublish', {}, { method: 'GET', auth: user });
		expect(check).toMatchObject({ code: 100250106, msg: '活动填报已结束。' });
		const before = await countRows(handle.db);
		const add = await closed.call('/activity/addActivity', activityBody(), { auth: user });
		expect(add.code).toBe(100250106);
		expect(await countRows(handle.db)).toEqual(before);
	});
});

describe('addActivity', () => {
	test('stores an approved activity in auto review mode with region names', async () => {
		const added = await publish();
		expect(added.code).toBe(0);
		expect(added.data.status).toBe('approved');
		const detail = await api.call('/activity/getActDetail', { id: added.data.id }, { auth: owner });
		expect(detail.data).toMatchObject({
			title: '航天科技科普讲座',
			province_name: '北京市',
			city_name: '北京市',
			district_name: '东城区',
			is_owner: true,
			contact_phone: '010-61234567',
			audiences: [1, 3],
		});
	});

	test('accepts a form-encoded body with the audience list as JSON text', async () => {
		const added = await api.call('/activity/addActivity', activityBody({ audiences: '[2,5]' }), {
			auth: owner,
			as: 'form',
		});
		expect(added.code).toBe(0);
		const [row] = await handle.db.select().from(activities).where(eq(activities.id, added.data.id));
		expect(row?.audiences).toEqual([2, 5]);
	});

	test('removes scripts and event handlers from the rich description', async () => {
		const added = await publish({
			content:
				'<p onclick="alert(1)">好<script>alert(1)</script><a href="javascript:alert(1)">链接</a><img src=x onerror=alert(1)></p>',
		});
		const [row] = await handle.db.select().from(activities).where(eq(activities.id, added.data.id));
		expect(row?.contentHtml).not.toMatch(/script|onclick|onerror|javascript:/i);
		expect(row?.contentHtml).toContain('好');
	});

	test.each([
		['{ title: undefined }', { title: undefined }, '请填写活动标题'],
		["{ title: 'a' }", { title: 'a' }, '活动标题至少 2 个字'],
		['{ title: 42 }', { title: 42 }, '活动标题必须是文本'],
		[
			"{ title: '<script>alert(1)</script>' }",
			{ title: '<script>alert(1)</script>' },
			'活动标题不能包含 HTML 标签',
		],
		['{ title: a 1 MB string }', { title: 'x'.repeat(1024 * 1024) }, '活动标题最多 50 个字'],
		[
			"{ start_time: '2025-13-40 10:00:00' }",
			{ start_time: '2025-13-40 10:00:00' },
			'开始时间格式应为 YYYY-MM-DD HH:mm:ss',
		],
		[
			"{ end_time: '2020-01-01 10:00:00' }",
			{ end_time: '2020-01-01 10:00:00' },
			'结束时间应晚于开始时间',
		],
		["{ mode: 'teleport' }", { mode: 'teleport' }, '活动形式'],
		["{ venue: '' }", { venue: '' }, '线下活动请填写活动场所'],
		[
			"{ mode: 'online', online_url: '' }",
			{ mode: 'online', online_url: '' },
			'线上活动请填写线上活动链接',
		],
		[
			"{ mode: 'online', online_url: 'javascript:alert(1)' }",
			{ mode: 'online', online_url: 'javascript:alert(1)' },
			'线上活动链接应以 http:// 或 https:// 开头',
		],
		["{ province_code: '999999' }", { province_code: '999999' }, '省份代码无效'],
		["{ city_code: '310100' }", { city_code: '310100' }, '城市不属于所选省份'],
		[
			'a district abolished in 2021 (330103 下城区)',
			{ province_code: '330000', city_code: '330100', district_code: '330103' },
			'区县不属于所选城市',
		],
		['{ audiences: [] }', { audiences: [] }, '请至少选择一项面向人群'],
		['{ audiences: [9] }', { audiences: [9] }, '面向人群的取值无效'],
		["{ audiences: 'abc' }", { audiences: 'abc' }, '面向人群'],
		['{ lh_type: 4 }', { lh_type: 4 }, '联合行动类型无效'],
		['{ capacity: -1 }', { capacity: -1 }, '人数上限不能小于 1'],
		["{ capacity: '1e3' }", { capacity: '1e3' }, '人数上限必须是整数'],
		['{ education_base_id: 999 }', { education_base_id: 999 }, '科普教育基地不存在'],
		[
			"{ cover: 'javascript:alert(1)' }",
			{ cover: 'javascript:alert(1)' },
			'封面图片必须是本站上传的图片',
		],
		[
			"{ cover: '/images/../api/account/loginout' }",
			{ cover: '/images/../api/account/loginout' },
			'封面图片必须是本站上传的图片',
		],
		[
			"{ cover: 'https://tracker.example/pixel.png' }",
			{ cover: 'https://tracker.example/pixel.png' },
			'封面图片必须是本站上传的图片',
		],
		["{ organizer: { $gt: '' } }", { organizer: { $gt: '' } }, '主办单位必须是文本'],
	])(
		'refuses %s with a message naming the field, writing nothing',
		async (_label, overrides, message) => {
			const author = await api.login(uniqueMobile());
			const before = await countRows(handle.db);
			const result = await publish(overrides, author);
			expect(result.status).toBeLessThan(500);
			expect(result.code).toBe(100000001);
			expect(result.msg).toContain(message);
			expect(await countRows(handle.db)).toEqual(before);
		},
	);

	test('ignores __proto__ and unknown keys and does not pollute prototypes', async () => {
		const raw = JSON.stringify(activityBody()).replace(
			/^\{/,
			'{"__proto__":{"polluted":true,"status":"approved"},"owner_id":1,"status":"rejected",',
		);
		const result = await api.call(
			'/activity/addActivity',
			{},
			{
				auth: owner,
				raw: { body: raw, type: 'application/json' },
			},
		);
		expect(result.code).toBe(0);
		expect(({} as Record<string, unknown>).polluted).toBeUndefined();
		const [row] = await handle.db
			.select()
			.from(activities)
			.where(eq(activities.id, result.data.id));
		expect(row?.status).toBe('approved');
		expect(row?.ownerId).toBe(owner.uid);
	});

	test('allows 20 publishes per user per hour, then answers 429', async () => {
		const busy = await api.login(uniqueMobile());
		const codes = [];
		for (let i = 0; i < 21; i += 1)
			codes.push((await publish({ title: `第${i + 1}场讲座` }, busy)).status);
		expect(codes.slice(0, 20).every((status) => status === 200)).toBe(true);
		expect(codes[20]).toBe(429);
	});

	test('requires a login', async () => {
		expect((await api.call('/activity/addActivity', activityBody())).code).toBe(100000009);
	});
});

describe('updateActivity and activityCancel', () => {
	test('lets the owner update the activity', async () => {
		const { data } = await publish();
		const updated = await api.call(
			'/activity/updateActivity',
			activityBody({ id: data.id, title: '改过的标题' }),
			{ auth: owner },
		);
		expect(updated.code).toBe(0);
		const detail = await api.call('/activity/getActDetail', { id: data.id });
		expect(detail.data.title).toBe('改过的标题');
	});

	test("refuses another user's update and cancel, changing nothing", async () => {
		const { data } = await publish();
		const update = await api.call(
			'/activity/updateActivity',
			activityBody({ id: data.id, title: '篡改' }),
			{ auth: stranger },
		);
		expect(update.code).toBe(100000003);
		const cancel = await api.call('/activity/activityCancel', { id: data.id }, { auth: stranger });
		expect(cancel.code).toBe(100000003);
		const [row] = await handle.db.select().from(activities).where(eq(activities.id, data.id));
		expect(row).toMatchObject({ title: '航天科技科普讲座', status: 'approved' });
	});

	test('refuses to cancel an activity that has ended (walk-through m19), changing nothing', async () => {
		const { data } = await publish();
		await handle.db
			.update(activities)
			.set({ startAt: new Date(Date.now() - 3 * DAY_MS), endAt: new Date(Date.now() - 2 * DAY_MS) })
			.where(eq(activities.id, data.id));
		const cancel = await api.call('/activity/activityCancel', { id: data.id }, { auth: owner });
		expect(cancel).toMatchObject({ code: 100000001, msg: '活动已结束，不能取消' });
		const [row] = await handle.db.select().from(activities).where(eq(activities.id, data.id));
		expect(row?.status).toBe('approved');
	});

	test('refuses an activity that has already ended, and an edit moving the end into the past', async () => {
		const beijing = (at: number) =>
			new Date(at + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
		const past = {
			title: '已经结束的讲座',
			start_time: beijing(Date.now() - 2 * DAY_MS),
			end_time: beijing(Date.now() - 2 * DAY_MS + 7_200_000),
		};
		const before = await countRows(handle.db);
		const ended = await api.call('/activity/addActivity', activityBody(past), { auth: owner });
		expect(ended).toMatchObject({
			code: 100000001,
			msg: '结束时间已过：不能发布已经结束的活动，请核对活动日期',
		});
		expect(await countRows(handle.db)).toEqual(before);
		const { data } = await publish();
		const moved = await api.call(
			'/activity/updateActivity',
			activityBody({ ...past, id: data.id }),
			{ auth: owner },
		);
		expect(moved.msg).toBe('结束时间已过：不能发布已经结束的活动，请核对活动日期');
		// An activity that has ended keeps its dates and can still have its text corrected.
		const [row] = await handle.db.select().from(activities).where(eq(activities.id, data.id));
		if (!row) throw new Error('no activity');
		const endedAt = new Date(Math.floor((Date.now() - DAY_MS) / 1000) * 1000);
		await handle.db
			.update(activities)
			.set({ startAt: new Date(endedAt.getTime() - 7_200_000), endAt: endedAt })
			.where(eq(activities.id, data.id));
		const corrected = await api.call(
			'/activity/updateActivity',
			activityBody({
				id: data.id,
				summary: '更正：讲座地点',
				start_time: beijing(endedAt.getTime() - 7_200_000),
				end_time: beijing(endedAt.getTime()),
			}),
			{ auth: owner },
		);
		expect(corrected.code, corrected.msg).toBe(0);
	});

	test('answers not found for a missing activity', async () => {
		expect(
			(await api.call('/activity/updateActivity', activityBody({ id: 999999 }), { auth: owner }))
				.code,
		).toBe(100000002);
		expect((await api.call('/activity/activityCancel', { id: 999999 }, { auth: owner })).code).toBe(
			100000002,
		);
	});

	test('cancels the activity, tells joined users, and then refuses edits and joins', async () => {
		const { data } = await publish();
		const joiner = await api.login(uniqueMobile());
		expect(
			(await api.call('/activity/activityJoin', { id: data.id, agree: 1 }, { auth: joiner })).code,
		).toBe(0);
		expect(
			(await api.call('/activity/activityCancel', { id: data.id }, { auth: owner })).code,
		).toBe(0);
		const inbox = await api.call('/user/getMessageList', {}, { auth: joiner });
		expect(inbox.data.items[0]).toMatchObject({
			title: '活动已取消',
			activity_id: data.id,
			read: false,
		});
		const edit = await api.call('/activity/updateActivity', activityBody({ id: data.id }), {
			auth: owner,
		});
		expect(edit.code).toBe(100250103);
		const other = await api.login(uniqueMobile());
		expect(
			(await api.call('/activity/activityJoin', { id: data.id, agree: 1 }, { auth: other })).code,
		).toBe(100250102);
	});
});

describe('manual review', () => {
	test('holds new activities as pending, hidden from others until an admin approves', async () => {
		const manual = createTestApi(handle.db, { REVIEW_MODE: 'manual' });
		const author = await manual.login(uniqueMobile());
		const adminMobile = uniqueMobile();
		const admin = await manual.login(adminMobile);
		await handle.db
			.update(users)
			.set({ roles: ['user', 'national_admin'] })
			.where(eq(users.mobile, adminMobile));
		const added = await manual.call('/activity/addActivity', activityBody(), { auth: author });
		expect(added.data.status).toBe('pending');
		expect((await manual.call('/activity/getActDetail', { id: added.data.id })).code).toBe(
			100000002,
		);
		expect(
			(await manual.call('/activity/getActDetail', { id: added.data.id }, { auth: author })).data
				.status,
		).toBe('pending');
		const queue = await manual.call('/admin/getReviewList', {}, { auth: admin });
		expect(queue.data.items.map((item: { id: number }) => item.id)).toContain(added.data.id);
		expect(
			(
				await manual.call(
					'/admin/reviewActivity',
					{ id: added.data.id, decision: 'approve' },
					{ auth: author },
				)
			).code,
		).toBe(100000003);
		expect(
			(
				await manual.call(
					'/admin/reviewActivity',
					{ id: added.data.id, decision: 'approve' },
					{ auth: admin },
				)
			).code,
		).toBe(0);
		expect((await manual.call('/activity/getActDetail', { id: added.data.id })).data.status).toBe(
			'approved',
		);
	});

	test('the queue gives the publisher, the contact, the full description and an edit as a resubmission', async () => {
		const manual = createTestApi(handle.db, { REVIEW_MODE: 'manual' });
		const authorMobile = uniqueMobile();
		const author = await manual.login(authorMobile);
		const adminMobile = uniqueMobile();
		const admin = await manual.login(adminMobile);
		await handle.db
			.update(users)
			.set({ roles: ['user', 'national_admin'] })
			.where(eq(users.mobile, adminMobile));
		const body = activityBody({
			title: '审核队列上下文',
			content: '<p>完整的<strong>活动详情</strong></p>',
		});
		const added = await manual.call('/activity/addActivity', body, { auth: author });
		const itemOf = async () =>
			(
				await manual.call('/admin/getReviewList', { pageSize: 50 }, { auth: admin })
			).data.items.find((item: { id: number }) => item.id === added.data.id);
		const fresh = await itemOf();
		expect(fresh).toMatchObject({
			owner_mobile: `${authorMobile.slice(0, 3)}****${authorMobile.slice(-4)}`,
			contact_name: '王老师',
			contact_phone: '010-61234567',
			content: '<p>完整的<strong>活动详情</strong></p>',
			resubmitted: false,
		});
		expect(fresh.owner_name).not.toBe('');
		await manual.call(
			'/admin/reviewActivity',
			{ id: added.data.id, decision: 'approve' },
			{ auth: admin },
		);
		const joiner = await manual.login(uniqueMobile());
		await manual.call('/activity/activityJoin', { id: added.data.id, agree: 1 }, { auth: joiner });
		await handle.db
			.update(activities)
			.set({ createdAt: new Date(Date.now() - 60_000) })
			.where(eq(activities.id, added.data.id));
		const edited = await manual.call(
			'/activity/updateActivity',
			{ ...body, id: added.data.id, summary: '改了一句简介' },
			{ auth: author },
		);
		expect(edited.code, edited.msg).toBe(0);
		expect(await itemOf()).toMatchObject({ resubmitted: true, join_count: 1 });
	});

	test('a rejection needs a reason and sends it to the owner as a message', async () => {
		const manual = createTestApi(handle.db, { REVIEW_MODE: 'manual' });
		const author = await manual.login(uniqueMobile());
		const adminMobile = uniqueMobile();
		const admin = await manual.login(adminMobile);
		await handle.db
			.update(users)
			.set({ roles: ['user', 'national_admin'] })
			.where(eq(users.mobile, adminMobile));
		const added = await manual.call('/activity/addActivity', activityBody(), { auth: author });
		const noReason = await manual.call(
			'/admin/reviewActivity',
			{ id: added.data.id, decision: 'reject' },
			{ auth: admin },
		);
		expect(noReason.code).toBe(100000001);
		const rejected = await manual.call(
			'/admin/reviewActivity',
			{ id: added.data.id, decision: 'reject', reason: '地址不详' },
			{ auth: admin },
		);
		expect(rejected.code).toBe(0);
		const rows = await handle.db
			.select()
			.from(messages)
			.where(eq(messages.activityId, added.data.id));
		expect(rows[0]?.body).toContain('地址不详');
		const mine = await manual.call(
			'/user/getUserActivityList',
			{ tab: 'publish', status: 'rejected' },
			{ auth: author },
		);
		expect(mine.data.items[0]).toMatchObject({ id: added.data.id, reject_reason: '地址不详' });
		const again = await manual.call(
			'/admin/reviewActivity',
			{ id: added.data.id, decision: 'approve' },
			{ auth: admin },
		);
		expect(again.code).toBe(100250103);
		const resubmitted = await manual.call(
			'/activity/updateActivity',
			activityBody({ id: added.data.id }),
			{ auth: author },
		);
		expect(resubmitted.data.status).toBe('pending');
	});
});
