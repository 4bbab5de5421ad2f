import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DbHandle } from '../../src/server/db/client';
import { users } from '../../src/server/db/schema';
import { loadActivityPage } from '../../src/server/services/browse/detail-loader';
import type { TestApi, TestLogin } from './helpers/api';
import { activityBody, uniqueMobile } from './helpers/builders';
import { openTestApi } from './helpers/open-test-api';

let handle: DbHandle;
let manual: TestApi;
let author: TestLogin;
let admin: TestLogin;

beforeAll(async () => {
	({ handle, api: manual } = await openTestApi({ REVIEW_MODE: 'manual' }));
	author = await manual.login(uniqueMobile());
	const adminMobile = uniqueMobile();
	admin = await manual.login(adminMobile);
	await handle.db
		.update(users)
		.set({ roles: ['user', 'national_admin'] })
		.where(eq(users.mobile, adminMobile));
});
afterAll(async () => handle.close());

async function publish(title: string): Promise<number> {
	const added = await manual.call('/activity/addActivity', activityBody({ title }), {
		auth: author,
	});
	expect(added.data.status).toBe('pending');
	return added.data.id;
}

async function review(id: number, decision: 'approve' | 'reject') {
	const result = await manual.call(
		'/admin/reviewActivity',
		{ id, decision, reason: decision === 'reject' ? '地址不详' : '' },
		{ auth: admin },
	);
	expect(result.code).toBe(0);
}

async function cancel(id: number) {
	expect((await manual.call('/activity/activityCancel', { id }, { auth: author })).code).toBe(0);
}

/** What a visitor without a session gets: the API answer and the detail page's load. */
async function publicView(id: number) {
	const detail = await manual.call('/activity/getActDetail', { id });
	const page = await loadActivityPage(handle.db, String(id), null, 'anonymous-visitor');
	return { code: detail.code, data: detail.data, page: page.kind };
}

describe('cancelling does not bypass review', () => {
	test('a pending activity cancelled by its owner stays hidden from the public', async () => {
		const id = await publish('未审核即取消的活动');
		expect((await publicView(id)).code).toBe(100000002);
		await cancel(id);
		expect(await publicView(id)).toMatchObject({ code: 100000002, page: 'missing' });
		expect((await manual.call('/activity/getActivityMaterial', { id })).code).toBe(100000002);
		const other = await manual.login(uniqueMobile());
		expect((await manual.call('/activity/activityCollect', { id }, { auth: other })).code).toBe(
			100000002,
		);
		const own = await manual.call('/activity/getActDetail', { id }, { auth: author });
		expect(own.data).toMatchObject({ status: 'cancelled', title: '未审核即取消的活动' });
	});

	test('a rejected activity cancelled by its owner stays hidden from the public', async () => {
		const id = await publish('驳回后取消的活动');
		await review(id, 'reject');
		await cancel(id);
		expect(await publicView(id)).toMatchObject({ code: 100000002, page: 'missing' });
	});

	test('an approved activity cancelled by its owner stays public as approved', async () => {
		const id = await publish('通过后取消的活动');
		await review(id, 'approve');
		await cancel(id);
		const view = await publicView(id);
		expect(view).toMatchObject({ code: 0, page: 'ok' });
		expect(view.data).toMatchObject({ status: 'cancelled', title: '通过后取消的活动' });
	});
});

describe('an edit of an approved activity under manual review', () => {
	test('keeps the approved version public until the edit is approved, also when it is cancelled meanwhile', async () => {
		const id = await publish('原标题的活动');
		await review(id, 'approve');
		const fan = await manual.login(uniqueMobile());
		expect((await manual.call('/activity/activityCollect', { id }, { auth: fan })).code).toBe(0);
		const edited = await manual.call(
			'/activity/updateActivity',
			activityBody({ id, title: '未审核的新标题' }),
			{ auth: author },
		);
		expect(edited.data).toMatchObject({ status: 'pending', still_public: true });
		const view = await publicView(id);
		expect(view).toMatchObject({ code: 0, page: 'ok' });
		expect(view.data.title).toBe('原标题的活动');
		const list = await manual.call('/activity/getActivityList', { keyword: '未审核的新标题' });
		expect(list.data.total).toBe(0);
		const collected = await manual.call(
			'/user/getUserActivityList',
			{ tab: 'collect' },
			{ auth: fan },
		);
		expect(JSON.stringify(collected.data.items)).not.toContain('未审核的新标题');
		expect(collected.data.total).toBe(1);
		const stats = await manual.call('/user/getUserActMsg', {}, { auth: fan });
		expect(stats.data.collect_count).toBe(1);
		await cancel(id);
		const cancelled = await publicView(id);
		expect(cancelled).toMatchObject({ code: 0, page: 'ok' });
		expect(cancelled.data).toMatchObject({ status: 'cancelled', title: '原标题的活动' });
	});

	test('shows the edit once an admin approves it', async () => {
		const id = await publish('再审核的活动');
		await review(id, 'approve');
		await manual.call('/activity/updateActivity', activityBody({ id, title: '再审核后的标题' }), {
			auth: author,
		});
		await review(id, 'approve');
		await cancel(id);
		const view = await publicView(id);
		expect(view).toMatchObject({ code: 0, page: 'ok' });
		expect(view.data.title).toBe('再审核后的标题');
	});
});
