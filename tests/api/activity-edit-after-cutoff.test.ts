import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DbHandle } from '../../src/server/db/client';
import { activities } from '../../src/server/db/schema';
import { createTestApi, type TestApi, type TestLogin } from './helpers/api';
import { activityBody, uniqueMobile } from './helpers/builders';
import { openTestApi } from './helpers/open-test-api';

let handle: DbHandle;
let open: TestApi;
let closed: TestApi;
let owner: TestLogin;

beforeAll(async () => {
	({ handle, api: open } = await openTestApi({ REVIEW_MODE: 'manual' }));
	closed = createTestApi(handle.db, {
		REVIEW_MODE: 'manual',
		PUBLISH_CUTOFF: '2025-09-30 23:59:59',
	});
	owner = await open.login(uniqueMobile());
});
afterAll(async () => handle.close());

/** An activity published before the cutoff, then put in `status` as a reviewer would. */
async function publishedIn(status: 'approved' | 'rejected' | 'cancelled', title: string) {
	const added = await open.call('/activity/addActivity', activityBody({ title }), { auth: owner });
	expect(added.code).toBe(0);
	await handle.db
		.update(activities)
		.set({ status, rejectReason: status === 'rejected' ? '地址不详' : '' })
		.where(eq(activities.id, added.data.id));
	return added.data.id as number;
}

function edit(id: number, title: string) {
	return closed.call('/activity/updateActivity', activityBody({ id, title }), { auth: owner });
}

describe('after the publishing cutoff', () => {
	test('a new activity is refused', async () => {
		const add = await closed.call('/activity/addActivity', activityBody({ title: '截止后新建' }), {
			auth: owner,
		});
		expect(add.code).toBe(100250106);
	});

	test('a rejected activity can be fixed and resubmitted for review', async () => {
		const id = await publishedIn('rejected', '截止前被驳回');
		const saved = await edit(id, '截止后修改重交');
		expect(saved).toMatchObject({ code: 0, data: { id, status: 'pending' } });
		const [row] = await handle.db.select().from(activities).where(eq(activities.id, id));
		expect(row).toMatchObject({ title: '截止后修改重交', status: 'pending', rejectReason: '' });
	});

	test('the details of an approved activity can be corrected, for review', async () => {
		const id = await publishedIn('approved', '截止前已通过');
		const saved = await edit(id, '截止后更正标题');
		expect(saved).toMatchObject({ code: 0, data: { id, status: 'pending', still_public: true } });
		const own = await closed.call('/activity/getActDetail', { id }, { auth: owner });
		expect(own.data).toMatchObject({ title: '截止前已通过', edit: { status: 'pending' } });
		expect(own.data.edit.activity.title).toBe('截止后更正标题');
	});

	test('a cancelled activity stays closed, with the reason', async () => {
		const id = await publishedIn('cancelled', '截止前已取消');
		const saved = await edit(id, '想改回来');
		expect(saved).toMatchObject({ code: 100250103, msg: '活动已取消，不能修改' });
	});
});
