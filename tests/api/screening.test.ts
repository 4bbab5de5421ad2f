import { mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DbHandle } from '../../src/server/db/client';
import { loginAdmin } from './helpers/admin';
import { createTestApi, type TestApi, type TestLogin } from './helpers/api';
import { activityBody, uniqueMobile } from './helpers/builders';
import { createTestDb } from './helpers/test-db';

let handle: DbHandle;
let api: TestApi;
let owner: TestLogin;
let admin: TestLogin;
const listFile = join(mkdtempSync(join(tmpdir(), 'kpy-blocklist-')), 'blocklist.txt');

async function publish(overrides: Record<string, unknown>) {
	const added = await api.call('/activity/addActivity', activityBody(overrides), { auth: owner });
	expect(added.code).toBe(0);
	return added.data as { id: number; status: string; review_fields?: string[] };
}

async function queued(id: number) {
	const list = await api.call('/admin/getReviewList', { pageSize: 50 }, { auth: admin });
	return (list.data.items as { id: number; screening_hits: unknown[] }[]).find(
		(item) => item.id === id,
	);
}

beforeAll(async () => {
	writeFileSync(listFile, '# 运营方的词表\n刷单返利\nEVIL\n');
	handle = await createTestDb();
	api = createTestApi(handle.db, { REVIEW_MODE: 'auto', CONTENT_BLOCKLIST: listFile });
	owner = await api.login(uniqueMobile());
	admin = await loginAdmin(api, handle.db);
});
afterAll(async () => handle.close());

describe('screening under REVIEW_MODE=auto', () => {
	test('a clean activity is approved at once', async () => {
		const saved = await publish({ title: '航天科技科普讲座' });
		expect(saved).toEqual({ id: saved.id, status: 'approved' });
	});

	test('a hit holds the activity, tells the owner the field but not the term, and shows the reviewer the match', async () => {
		const saved = await publish({
			title: '周末科普 刷 单·返\u200b利 活动',
			content: '<p>欢迎 <strong>ｅｖｉｌ</strong> 朋友</p>',
		});
		expect(saved.status).toBe('pending');
		expect(saved.review_fields).toEqual(['活动标题', '活动详情']);
		const inbox = await api.call('/user/getMessageList', {}, { auth: owner });
		const notice = inbox.data.items[0];
		expect(notice.title).toBe('活动需人工审核');
		expect(notice.body).toContain('「活动标题」「活动详情」');
		expect(notice.body).not.toMatch(/刷|evil/i);
		const item = await queued(saved.id);
		expect(item?.screening_hits).toEqual([
			{
				field: '活动标题',
				term: '刷单返利',
				before: '周末科普 ',
				matched: '刷 单·返\u200b利',
				after: ' 活动',
			},
			expect.objectContaining({ field: '活动详情', term: 'EVIL', matched: 'ｅｖｉｌ' }),
		]);
		const detail = await api.call('/activity/getActDetail', { id: saved.id });
		expect(detail.code).not.toBe(0);
	});

	test('an edit of an approved activity is screened too, and a clean edit clears the record', async () => {
		const saved = await publish({ title: '原本干净的讲座' });
		const edit = (title: string) =>
			api.call(
				'/activity/updateActivity',
				{ id: saved.id, ...activityBody({ title }) },
				{ auth: owner },
			);
		const held = await edit('原本干净的讲座 刷单返利');
		expect(held.data).toMatchObject({ status: 'pending', review_fields: ['活动标题'] });
		expect((await queued(saved.id))?.screening_hits).toHaveLength(1);
		const cleaned = await edit('改好的讲座');
		expect(cleaned.data).toEqual({ id: saved.id, status: 'approved' });
	});

	test('a material whose name hits is held while REVIEW_MODE=auto', async () => {
		const { id } = await publish({ title: '有资料的讲座' });
		const released = await api.call(
			'/activity/releaseMaterial',
			{ id, materials: [{ kind: 'link', name: '讲义 EVIL 版', url: 'https://example.cn/a' }] },
			{ auth: owner },
		);
		expect(released.data[0]).toMatchObject({ status: 'pending', review_fields: ['资料名称'] });
		const list = await api.call('/admin/getMaterialList', {}, { auth: admin });
		const item = list.data.items.find((entry: { id: number }) => entry.id === released.data[0].id);
		expect(item.screening_hits[0]).toMatchObject({ term: 'EVIL', matched: 'EVIL' });
	});

	test('the file is read again when it changes', async () => {
		expect((await publish({ title: '新词出现之前的讲座' })).status).toBe('approved');
		writeFileSync(listFile, '刷单返利\nEVIL\n新词出现\n');
		utimesSync(listFile, new Date(), new Date(Date.now() + 10_000));
		expect((await publish({ title: '新词出现之后的讲座' })).status).toBe('pending');
	});
});

describe('terms admins add in the console', () => {
	test('hold the next submission, are refused twice, and are recorded in the audit log', async () => {
		const added = await api.call('/admin/addScreeningTerm', { term: '高额回报' }, { auth: admin });
		expect(added.code).toBe(0);
		const again = await api.call(
			'/admin/addScreeningTerm',
			{ term: '高 额 回 报' },
			{ auth: admin },
		);
		expect(again.msg).toBe('筛查词「高 额 回 报」已存在');
		const blank = await api.call('/admin/addScreeningTerm', { term: '，。' }, { auth: admin });
		expect(blank.msg).toBe('筛查词不能只含空格、标点或符号');
		const terms = await api.call('/admin/getScreeningTerms', {}, { auth: admin });
		expect(terms.data).toMatchObject({ terms: [{ term: '高额回报' }], file_terms: 3 });
		const saved = await publish({ title: '讲座', organizer: '高额回报科技公司' });
		expect(saved.review_fields).toEqual(['主办单位']);
		await api.call('/admin/removeScreeningTerm', { id: added.data.id }, { auth: admin });
		expect((await publish({ title: '讲座二', organizer: '高额回报科技公司' })).status).toBe(
			'approved',
		);
		const log = await api.call('/admin/getAuditList', { target_type: 'term' }, { auth: admin });
		expect(log.data.items.map((entry: { action: string }) => entry.action)).toEqual([
			'term.remove',
			'term.add',
		]);
		expect(log.data.items[1].detail).toBe('高额回报');
		const refused = await api.call('/admin/addScreeningTerm', { term: '随便' }, { auth: owner });
		expect(refused.code).toBe(100000003);
	});
});
