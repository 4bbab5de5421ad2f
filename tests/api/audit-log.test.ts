import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { readServerConfig } from '../../src/server/config';
import type { DbHandle } from '../../src/server/db/client';
import { auditLog } from '../../src/server/db/schema';
import { pruneAuditLog } from '../../src/server/services/audit/prune';
import { recordAudit } from '../../src/server/services/audit/record';
import { verifyAuditChain } from '../../src/server/services/audit/verify';
import { loginAdmin } from './helpers/admin';
import { createTestApi, type TestApi, type TestLogin } from './helpers/api';
import { activityBody, uniqueMobile } from './helpers/builders';
import { createTestDb } from './helpers/test-db';

let handle: DbHandle;
let api: TestApi;
let admin: TestLogin;
let owner: TestLogin;

const DAY_MS = 86_400_000;

async function entries(filter: Record<string, unknown> = {}) {
	const answer = await api.call(
		'/admin/getAuditList',
		{ pageSize: 100, ...filter },
		{ auth: admin },
	);
	expect(answer.code).toBe(0);
	return answer.data.items as Record<string, unknown>[];
}

async function pendingActivity(title: string): Promise<number> {
	const added = await api.call('/activity/addActivity', activityBody({ title }), { auth: owner });
	expect(added.code).toBe(0);
	return added.data.id as number;
}

beforeAll(async () => {
	handle = await createTestDb();
	api = createTestApi(handle.db, { REVIEW_MODE: 'manual' });
	admin = await loginAdmin(api, handle.db);
	owner = await api.login(uniqueMobile());
});
afterAll(async () => handle.close());

describe('the audit log', () => {
	test('records a review decision with who, role, what, record, reason and address', async () => {
		const id = await pendingActivity('审计用的讲座');
		const rejected = await api.call(
			'/admin/reviewActivity',
			{ id, decision: 'reject', reason: '地址不完整' },
			{ auth: admin, ip: '203.0.113.7' },
		);
		expect(rejected.code).toBe(0);
		const [entry] = await entries({ target_type: 'activity', target_id: String(id) });
		expect(entry).toMatchObject({
			actor_id: admin.uid,
			actor_role: '全国管理员',
			action: 'activity.reject',
			action_name: '活动审核驳回',
			target_type: 'activity',
			target_id: String(id),
			reason: '地址不完整',
			ip: '203.0.113.7',
		});
		expect(entry?.at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
	});

	test('a refused act leaves no entry: the record shares its transaction', async () => {
		const id = await pendingActivity('不会被记录的讲座');
		await api.call('/admin/reviewActivity', { id, decision: 'approve' }, { auth: admin });
		const again = await api.call(
			'/admin/reviewActivity',
			{ id, decision: 'approve' },
			{ auth: admin },
		);
		expect(again.code).not.toBe(0);
		const found = await entries({ target_type: 'activity', target_id: String(id) });
		expect(found.map((entry) => entry.action)).toEqual(['activity.approve']);
	});

	test('records material decisions and an owner exporting their participant list', async () => {
		const id = await pendingActivity('有资料的讲座');
		await api.call('/admin/reviewActivity', { id, decision: 'approve' }, { auth: admin });
		const released = await api.call(
			'/activity/releaseMaterial',
			{ id, materials: [{ kind: 'link', name: '讲义', url: 'https://example.cn/a' }] },
			{ auth: owner },
		);
		const materialId = released.data[0].id as number;
		await api.call(
			'/admin/reviewMaterial',
			{ id: materialId, decision: 'approve' },
			{ auth: admin },
		);
		await api.call(
			'/admin/removeMaterial',
			{ id: materialId, reason: '与活动无关' },
			{ auth: admin },
		);
		const exported = await api.call(
			'/activity/exportParticipantList',
			{ id, format: 'csv' },
			{ auth: owner },
		);
		expect(exported.file).toBeDefined();
		const materialEntries = await entries({
			target_type: 'material',
			target_id: String(materialId),
		});
		expect(materialEntries.map((entry) => entry.action)).toEqual([
			'material.remove',
			'material.approve',
		]);
		expect(materialEntries[0]?.reason).toBe('与活动无关');
		const [exportEntry] = await entries({ action: 'participants.export', target_id: String(id) });
		expect(exportEntry).toMatchObject({ actor_id: owner.uid, actor_role: '用户' });
	});

	test('records a statistics export', async () => {
		const before = (await entries({ action: 'stats.export' })).length;
		const exported = await api.call(
			'/admin/exportStats',
			{ breakdown: 'province' },
			{ auth: admin },
		);
		expect(exported.file).toBeDefined();
		expect(await entries({ action: 'stats.export' })).toHaveLength(before + 1);
	});

	test('filters by person and day, exports CSV, and is for admins only', async () => {
		const mine = await entries({ actor_id: owner.uid });
		expect(mine.length).toBeGreaterThan(0);
		expect(mine.every((entry) => entry.actor_id === owner.uid)).toBe(true);
		expect(await entries({ start_date: '2000-01-01', end_date: '2000-01-02' })).toEqual([]);
		const bad = await api.call('/admin/getAuditList', { start_date: '昨天' }, { auth: admin });
		expect(bad.msg).toBe('开始日期格式应为 YYYY-MM-DD');
		const csv = await api.call(
			'/admin/exportAuditLog',
			{ action: 'activity.reject' },
			{ auth: admin },
		);
		expect(csv.headers.get('content-type')).toContain('text/csv');
		expect(csv.data).toContain('活动审核驳回');
		expect(csv.data).toContain('地址不完整');
		expect(await entries({ action: 'audit.export' })).toHaveLength(1);
		const refused = await api.call('/admin/getAuditList', {}, { auth: owner });
		expect(refused.code).toBe(100000003);
	});
});

describe('the chain', () => {
	test('verifies, and fails at an edited row', async () => {
		expect(await verifyAuditChain(handle.db)).toMatchObject({ ok: true });
		const [first] = await handle.db.select().from(auditLog).orderBy(auditLog.id).limit(1);
		if (!first) throw new Error('no entries');
		// The table refuses edits; someone with the database's keys can switch that off.
		await expect(
			handle.db.execute(sql`UPDATE audit_log SET reason = '改过' WHERE id = ${first.id}`),
		).rejects.toThrow();
		await handle.db.execute(sql`ALTER TABLE audit_log DISABLE TRIGGER audit_log_append_only`);
		await handle.db.execute(sql`UPDATE audit_log SET reason = '改过' WHERE id = ${first.id}`);
		expect(await verifyAuditChain(handle.db)).toMatchObject({ ok: false, entryId: first.id });
		await handle.db.execute(
			sql`UPDATE audit_log SET reason = ${first.reason} WHERE id = ${first.id}`,
		);
		await handle.db.execute(sql`ALTER TABLE audit_log ENABLE TRIGGER audit_log_append_only`);
		expect(await verifyAuditChain(handle.db)).toMatchObject({ ok: true });
	});

	test('pruning past the retention keeps the rest verifiable; a removed row breaks it', async () => {
		const actor = { userId: admin.uid, role: 'admin', ip: '127.0.0.1' };
		const old = new Date(Date.now() - 400 * DAY_MS);
		const fresh = new Date(Date.now() + 1000);
		await handle.db.transaction(async (tx) => {
			await recordAudit(tx, actor, { action: 'term.add', target: { type: 'term', id: 1 } }, fresh);
		});
		// Entries from long ago: only their time matters to pruning.
		await handle.db.execute(sql`ALTER TABLE audit_log DISABLE TRIGGER audit_log_append_only`);
		const [{ n: total } = { n: 0 }] = (
			(await handle.db.execute(sql`SELECT count(*)::int AS n FROM audit_log`)) as unknown as {
				rows: { n: number }[];
			}
		).rows;
		await handle.db.execute(sql`ALTER TABLE audit_log ENABLE TRIGGER audit_log_append_only`);
		expect(await pruneAuditLog(handle.db, 180, new Date(old.getTime() + 180 * DAY_MS))).toBe(0);
		const pruned = await pruneAuditLog(handle.db, 180, new Date(Date.now() + 180 * DAY_MS));
		expect(pruned).toBe(total - 1);
		expect(await verifyAuditChain(handle.db)).toEqual({ ok: true, checked: 1 });
		await handle.db.transaction(async (tx) => {
			await recordAudit(
				tx,
				actor,
				{ action: 'term.remove', target: { type: 'term', id: 1 } },
				fresh,
			);
			await recordAudit(tx, actor, { action: 'term.add', target: { type: 'term', id: 2 } }, fresh);
		});
		expect(await verifyAuditChain(handle.db)).toEqual({ ok: true, checked: 3 });
		const [middle] = await handle.db
			.select()
			.from(auditLog)
			.orderBy(auditLog.id)
			.offset(1)
			.limit(1);
		await handle.db.execute(sql`DELETE FROM audit_log WHERE id = ${middle?.id}`);
		expect(await verifyAuditChain(handle.db)).toMatchObject({ ok: false });
	});

	test('AUDIT_RETENTION_DAYS defaults to 180 and refuses less', () => {
		expect(readServerConfig({}).auditRetentionDays).toBe(180);
		expect(readServerConfig({ AUDIT_RETENTION_DAYS: '365' }).auditRetentionDays).toBe(365);
		expect(() => readServerConfig({ AUDIT_RETENTION_DAYS: '90' })).toThrow(/180/);
	});
});
