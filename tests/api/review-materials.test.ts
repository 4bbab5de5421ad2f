import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DbHandle } from '../../src/server/db/client';
import { users } from '../../src/server/db/schema';
import { createTestApi, type TestLogin } from './helpers/api';
import { activityBody, uniqueMobile } from './helpers/builders';
import { countRows } from './helpers/counts';
import { createTestDb } from './helpers/test-db';

let handle: DbHandle;

/** An API in one review mode with an owner, an admin, another user and an approved activity. */
async function createScene(reviewMode: 'auto' | 'manual', title: string) {
	const api = createTestApi(handle.db, { REVIEW_MODE: reviewMode });
	const owner = await api.login(uniqueMobile());
	const stranger = await api.login(uniqueMobile());
	const adminMobile = uniqueMobile();
	const admin = await api.login(adminMobile);
	await handle.db
		.update(users)
		.set({ roles: ['user', 'national_admin'] })
		.where(eq(users.mobile, adminMobile));
	const added = await api.call('/activity/addActivity', activityBody({ title }), { auth: owner });
	const activityId = added.data.id as number;
	if (reviewMode === 'manual') {
		await api.call(
			'/admin/reviewActivity',
			{ id: activityId, decision: 'approve' },
			{ auth: admin },
		);
	}
	const release = async (name: string): Promise<{ id: number; status: string }> => {
		const released = await api.call(
			'/activity/releaseMaterial',
			{ id: activityId, materials: [{ kind: 'link', name, url: 'https://example.cn/report' }] },
			{ auth: owner },
		);
		expect(released.code).toBe(0);
		return released.data[0];
	};
	const gallery = async (auth?: TestLogin) =>
		(await api.call('/activity/getActivityMaterial', { id: activityId }, { auth })).data as {
			id: number;
			status: string;
			reject_reason: string;
		}[];
	return { api, owner, stranger, admin, activityId, release, gallery };
}

beforeAll(async () => {
	handle = await createTestDb();
});
afterAll(async () => handle.close());

describe('materials in auto review mode', () => {
	test('are approved at once and public, and the pending queue stays without them', async () => {
		const scene = await createScene('auto', '自动审核的讲座');
		const material = await scene.release('自动通过的资料');
		expect(material.status).toBe('approved');
		expect((await scene.gallery()).map((item) => item.id)).toContain(material.id);
		const queue = await scene.api.call('/admin/getMaterialList', {}, { auth: scene.admin });
		expect(queue.data.items.map((item: { id: number }) => item.id)).not.toContain(material.id);
		const approved = await scene.api.call(
			'/admin/getMaterialList',
			{ status: 'approved' },
			{ auth: scene.admin },
		);
		expect(approved.data.items.map((item: { id: number }) => item.id)).toContain(material.id);
	});
});

describe('materials in manual review mode', () => {
	test('stay pending and hidden from others until an admin approves them', async () => {
		const scene = await createScene('manual', '人工审核的讲座');
		const material = await scene.release('待审核的资料');
		expect(material.status).toBe('pending');
		expect(await scene.gallery()).toEqual([]);
		expect(await scene.gallery(scene.stranger)).toEqual([]);
		expect(await scene.gallery(scene.owner)).toEqual([
			expect.objectContaining({ id: material.id, status: 'pending', reject_reason: '' }),
		]);

		const queue = await scene.api.call('/admin/getMaterialList', {}, { auth: scene.admin });
		expect(queue.data.items).toContainEqual(
			expect.objectContaining({
				id: material.id,
				status: 'pending',
				activity_id: scene.activityId,
				activity_title: '人工审核的讲座',
			}),
		);
		const approve = { id: material.id, decision: 'approve' };
		expect(
			(await scene.api.call('/admin/reviewMaterial', approve, { auth: scene.owner })).code,
		).toBe(100000003);
		expect(
			(await scene.api.call('/admin/reviewMaterial', approve, { auth: scene.admin })).code,
		).toBe(0);
		expect(await scene.gallery()).toEqual([
			expect.objectContaining({ id: material.id, status: 'approved' }),
		]);
		const again = await scene.api.call('/admin/reviewMaterial', approve, { auth: scene.admin });
		expect(again).toMatchObject({ code: 100250103, msg: '该资料不在待审核状态' });
		const inbox = await scene.api.call('/user/getMessageList', {}, { auth: scene.owner });
		expect(inbox.data.items[0]).toMatchObject({
			title: '活动资料审核通过',
			activity_id: scene.activityId,
		});
	});

	test('a rejection needs a reason, keeps the material hidden and tells the owner why', async () => {
		const scene = await createScene('manual', '资料被驳回的讲座');
		const material = await scene.release('模糊的照片');
		const before = await countRows(handle.db);
		const noReason = await scene.api.call(
			'/admin/reviewMaterial',
			{ id: material.id, decision: 'reject' },
			{ auth: scene.admin },
		);
		expect(noReason).toMatchObject({ code: 100000001, msg: '请填写驳回原因' });
		expect(await countRows(handle.db)).toEqual(before);

		const rejected = await scene.api.call(
			'/admin/reviewMaterial',
			{ id: material.id, decision: 'reject', reason: '照片无法看清活动现场' },
			{ auth: scene.admin },
		);
		expect(rejected.code).toBe(0);
		expect(await scene.gallery()).toEqual([]);
		expect(await scene.gallery(scene.owner)).toEqual([
			expect.objectContaining({ status: 'rejected', reject_reason: '照片无法看清活动现场' }),
		]);
		const inbox = await scene.api.call('/user/getMessageList', {}, { auth: scene.owner });
		expect(inbox.data.items[0]).toMatchObject({
			title: '活动资料审核未通过',
			body: '您为活动「资料被驳回的讲座」提交的资料「模糊的照片」未通过审核，原因：照片无法看清活动现场',
			read: false,
		});
	});

	test('refuses a bad decision or status with a message naming the field', async () => {
		const scene = await createScene('manual', '参数校验的讲座');
		const material = await scene.release('一份资料');
		const bad = await scene.api.call(
			'/admin/reviewMaterial',
			{ id: material.id, decision: 'maybe' },
			{ auth: scene.admin },
		);
		expect(bad).toMatchObject({ code: 100000001, msg: '审核结果应为 approve 或 reject' });
		const badStatus = await scene.api.call(
			'/admin/getMaterialList',
			{ status: 'gone' },
			{ auth: scene.admin },
		);
		expect(badStatus).toMatchObject({
			code: 100000001,
			msg: '资料状态应为 pending、approved 或 rejected',
		});
		expect((await scene.gallery(scene.owner))[0]?.status).toBe('pending');
	});
});

describe('material removal', () => {
	test('removes a material with a reason that reaches the publisher', async () => {
		const scene = await createScene('auto', '有资料的讲座');
		const { id } = await scene.release('不合适的资料');
		const noReason = await scene.api.call('/admin/removeMaterial', { id }, { auth: scene.admin });
		expect(noReason).toMatchObject({ code: 100000001, msg: '请填写移除原因' });

		const removed = await scene.api.call(
			'/admin/removeMaterial',
			{ id, reason: '含有与活动无关的广告' },
			{ auth: scene.admin },
		);
		expect(removed.code).toBe(0);
		expect((await scene.gallery()).map((item) => item.id)).not.toContain(id);
		const inbox = await scene.api.call('/user/getMessageList', {}, { auth: scene.owner });
		expect(inbox.data.items[0]).toMatchObject({
			title: '活动资料已被移除',
			body: '您为活动「有资料的讲座」提交的资料「不合适的资料」已被移除，原因：含有与活动无关的广告',
			activity_id: scene.activityId,
			read: false,
		});
	});

	test('answers not found for a material that is gone, and refuses non-admins', async () => {
		const scene = await createScene('auto', '保留资料的讲座');
		const { id } = await scene.release('保留的资料');
		const byOwner = await scene.api.call(
			'/admin/removeMaterial',
			{ id, reason: '测试' },
			{ auth: scene.owner },
		);
		expect(byOwner.code).toBe(100000003);
		const missing = await scene.api.call(
			'/admin/removeMaterial',
			{ id: 999_999, reason: '测试' },
			{ auth: scene.admin },
		);
		expect(missing).toMatchObject({ code: 100000002, msg: '资料不存在' });
		expect((await scene.api.call('/admin/getMaterialList', {})).code).toBe(100000009);
	});
});
