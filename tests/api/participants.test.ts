import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DbHandle } from '../../src/server/db/client';
import { activities, joins, users, waitlist } from '../../src/server/db/schema';
import type { TestApi, TestLogin } from './helpers/api';
import { activityBody, uniqueMobile } from './helpers/builders';
import { downloadExport } from './helpers/download';
import { openTestApi } from './helpers/open-test-api';

let handle: DbHandle;
let api: TestApi;
let owner: TestLogin;
let stranger: TestLogin;
let admin: TestLogin;
let activityId: number;
let emptyActivityId: number;

/** An export's first row: its filters, then who exported it (by id) and when, to the second. */
function exportHeading(filters: string, exporter: TestLogin): RegExp {
	const quoted = filters.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
	return new RegExp(
		`^${quoted}；导出人: .+（ID ${exporter.uid}）；导出时间: \\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$`,
	);
}

/** Accounts and their registrations, straight into the tables the lifecycle writes. */
async function register(
	id: number,
	people: { name: string; mobile: string; organization?: string; checkedIn?: boolean }[],
	table: 'joins' | 'waitlist' = 'joins',
) {
	const accounts = await handle.db
		.insert(users)
		.values(
			people.map((person) => ({
				openid: `o-${person.mobile}`,
				mobile: person.mobile,
				showName: `用户${person.mobile.slice(7)}`,
			})),
		)
		.returning({ id: users.id });
	const rows = people.map((person, index) => ({
		activityId: id,
		userId: accounts[index]?.id ?? 0,
		name: person.name,
		mobile: person.mobile,
		organization: person.organization ?? '',
	}));
	if (table === 'waitlist') {
		await handle.db.insert(waitlist).values(rows);
		return;
	}
	await handle.db.insert(joins).values(
		rows.map((row, index) => ({
			...row,
			checkedInAt: people[index]?.checkedIn ? new Date('2026-03-02T02:00:00Z') : null,
		})),
	);
}

beforeAll(async () => {
	({ handle, api } = await openTestApi());
	owner = await api.login(uniqueMobile());
	stranger = await api.login(uniqueMobile());
	const adminMobile = uniqueMobile();
	admin = await api.login(adminMobile);
	await handle.db
		.update(users)
		.set({ roles: ['user', 'national_admin'] })
		.where(eq(users.mobile, adminMobile));
	const published = await api.call('/activity/addActivity', activityBody(), { auth: owner });
	activityId = published.data.id;
	const empty = await api.call('/activity/addActivity', activityBody({ title: '无人报名的讲座' }), {
		auth: owner,
	});
	emptyActivityId = empty.data.id;
	await register(activityId, [
		{ name: '李雷', mobile: '13912340001', organization: '第一中学', checkedIn: true },
		{ name: '韩梅梅', mobile: '13912345678', organization: '=HYPERLINK("http://x")' },
		{ name: '', mobile: '13912340003' },
		{ name: '+王, "小" 明', mobile: '13912340004', organization: '@SUM(A1)' },
	]);
	await register(activityId, [{ name: '候补甲', mobile: '13912340005' }], 'waitlist');
	await handle.db
		.update(activities)
		.set({ joinCount: 4, waitlistCount: 1, checkinCount: 1 })
		.where(eq(activities.id, activityId));
});
afterAll(async () => handle.close());

describe('getParticipantList', () => {
	test('lists registrations in order, masks phones and falls back to the account name', async () => {
		const result = await api.call(
			'/activity/getParticipantList',
			{ id: activityId },
			{ auth: owner },
		);
		expect(result.code).toBe(0);
		expect(result.data.total).toBe(4);
		expect(result.data.counts).toEqual({ joined: 4, waitlist: 1, checkedin: 1 });
		expect(result.data.items.map((item: { name: string }) => item.name)).toEqual([
			'李雷',
			'韩梅梅',
			'用户0003',
			'+王, "小" 明',
		]);
		expect(result.data.items[0]).toMatchObject({
			mobile: '139****0001',
			organization: '第一中学',
			checked_in_at: '2026-03-02 10:00:00',
		});
	});

	test('pages, and searches by name or by the last 4 digits of the phone', async () => {
		const second = await api.call(
			'/activity/getParticipantList',
			{ id: activityId, page: 2, pageSize: 3 },
			{ auth: owner },
		);
		expect(second.data).toMatchObject({ total: 4, page: 2, pageSize: 3 });
		expect(second.data.items).toHaveLength(1);
		const byName = await api.call(
			'/activity/getParticipantList',
			{ id: activityId, keyword: '梅' },
			{ auth: owner },
		);
		expect(byName.data.items.map((item: { name: string }) => item.name)).toEqual(['韩梅梅']);
		const byTail = await api.call(
			'/activity/getParticipantList',
			{ id: activityId, keyword: '5678' },
			{ auth: owner },
		);
		expect(byTail.data.items.map((item: { name: string }) => item.name)).toEqual(['韩梅梅']);
		const wildcard = await api.call(
			'/activity/getParticipantList',
			{ id: activityId, keyword: '%' },
			{ auth: owner },
		);
		expect(wildcard.data.total).toBe(0);
	});

	test('an admin who sees masked phones searches by the visible last four digits only', async () => {
		const namesFound = async (keyword: string, auth: TestLogin) => {
			const found = await api.call(
				'/activity/getParticipantList',
				{ id: activityId, keyword },
				{ auth },
			);
			return found.data.items.map((item: { name: string }) => item.name);
		};
		// 李雷 is 139****0001 to the admin: the digit before 0001 is hidden, so no guess may tell it.
		const probes = await Promise.all(
			[...'0123456789'].map((digit) => namesFound(`123${digit}0001`, admin)),
		);
		expect(new Set(probes.map((names) => names.join()))).toEqual(new Set(['李雷']));
		expect(await namesFound('2345678', admin)).toEqual(['韩梅梅']);
		expect(await namesFound('1115678', admin)).toEqual(['韩梅梅']);
		expect(await namesFound('2345679', admin)).toEqual([]);
		expect(await namesFound('5678', admin)).toEqual(['韩梅梅']);
		// The owner, who exports the numbers in full, still searches by any tail.
		expect(await namesFound('2345678', owner)).toEqual(['韩梅梅']);
		expect(await namesFound('1115678', owner)).toEqual([]);
	});

	test('shows the waitlist and the check-ins as their own tabs', async () => {
		const queue = await api.call(
			'/activity/getParticipantList',
			{ id: activityId, tab: 'waitlist' },
			{ auth: owner },
		);
		expect(queue.data.items.map((item: { name: string }) => item.name)).toEqual(['候补甲']);
		const came = await api.call(
			'/activity/getParticipantList',
			{ id: activityId, tab: 'checkedin' },
			{ auth: owner },
		);
		expect(came.data.items.map((item: { name: string }) => item.name)).toEqual(['李雷']);
	});

	test('refuses another user and lets an admin read', async () => {
		const refused = await api.call(
			'/activity/getParticipantList',
			{ id: activityId },
			{ auth: stranger },
		);
		expect(refused).toMatchObject({
			code: 100000003,
			msg: '只能查看自己或所在单位发布的活动的报名名单',
		});
		const anonymous = await api.call('/activity/getParticipantList', { id: activityId });
		expect(anonymous.code).toBe(100000009);
		const asAdmin = await api.call(
			'/activity/getParticipantList',
			{ id: activityId },
			{ auth: admin },
		);
		expect(asAdmin.data.total).toBe(4);
	});

	test('names the field of a bad parameter in Chinese', async () => {
		const cases: [Record<string, unknown>, string][] = [
			[
				{ id: activityId, tab: 'all' },
				'名单（tab）应为 joined（报名）、waitlist（候补）或 checkedin（签到）',
			],
			[{ id: activityId, keyword: 'x'.repeat(21) }, '搜索词（keyword）最多 20 个字'],
			[{ id: activityId, pageSize: 51 }, '每页条数不能大于 50'],
			[{ id: 'abc' }, '活动编号必须是整数'],
		];
		for (const [body, msg] of cases) {
			const result = await api.call('/activity/getParticipantList', body, { auth: owner });
			expect(result).toMatchObject({ code: 100000001, msg });
		}
	});
});

describe('exportParticipantList', () => {
	test('streams a CSV with a BOM, full phones for the owner and formulas neutralised', async () => {
		const file = await downloadExport(api, { id: activityId, format: 'csv' }, owner);
		expect(file.status).toBe(200);
		expect(file.headers.get('content-type')).toBe('text/csv; charset=utf-8');
		expect(file.headers.get('x-row-count')).toBe('4');
		expect(file.headers.get('content-disposition')).toContain("filename*=UTF-8''");
		expect([...file.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
		const lines = new TextDecoder('utf-8', { ignoreBOM: true })
			.decode(file.bytes)
			.slice(1)
			.trimEnd()
			.split('\r\n');
		expect(lines[0]).toMatch(
			exportHeading('筛选条件：活动: 航天科技科普讲座；名单: 报名名单；搜索: 不限', owner),
		);
		expect(lines[1]).toBe('序号,姓名,手机号,单位,报名时间,签到状态,签到时间,未满14周岁');
		expect(lines[2]).toMatch(/^1,李雷,13912340001,第一中学,.+,已签到,2026-03-02 10:00:00,$/);
		expect(lines[3]).toContain(`,"'=HYPERLINK(""http://x"")",`);
		expect(lines[5]).toMatch(/^4,"'\+王, ""小"" 明",13912340004,'@SUM\(A1\),/);
	});

	test('never shows the owner a login number the person did not give in the form, nor finds it by its hidden digits', async () => {
		const published = await api.call(
			'/activity/addActivity',
			activityBody({ title: '不收集信息的讲座' }),
			{
				auth: owner,
			},
		);
		const id = published.data.id as number;
		const joiner = uniqueMobile();
		await register(id, [{ name: '', mobile: joiner }]);
		await handle.db.update(joins).set({ mobile: '' }).where(eq(joins.activityId, id));
		const given = uniqueMobile();
		await register(id, [{ name: '张三', mobile: given }]);
		await handle.db.update(activities).set({ joinCount: 2 }).where(eq(activities.id, id));

		const file = await downloadExport(api, { id, format: 'csv' }, owner);
		const text = new TextDecoder().decode(file.bytes);
		expect(text).not.toContain(joiner);
		expect(text).toContain(`${joiner.slice(0, 3)}****${joiner.slice(7)}`);
		expect(text).toContain(given);

		const search = (keyword: string) =>
			api.call('/activity/getParticipantList', { id, keyword }, { auth: owner });
		expect((await search(joiner.slice(2))).data.total).toBe(1);
		const hiddenDigitsWrong = `${joiner.slice(2, 6)}${(Number(joiner[6]) + 1) % 10}${joiner.slice(7)}`;
		expect((await search(hiddenDigitsWrong)).data.total, 'matched on the visible tail only').toBe(
			1,
		);
		expect((await search(given.slice(2))).data.total).toBe(1);
		const givenWrong = `${given.slice(2, 6)}${(Number(given[6]) + 1) % 10}${given.slice(7)}`;
		expect((await search(givenWrong)).data.total, 'a number given is matched in full').toBe(0);
	});

	test('writes an XLSX that exceljs reads back; an admin who is not the owner gets masked phones', async () => {
		const file = await downloadExport(api, { id: activityId, format: 'xlsx' }, admin);
		expect(file.status).toBe(200);
		const workbook = new ExcelJS.Workbook();
		await workbook.xlsx.load(file.bytes.buffer as ArrayBuffer);
		const sheet = workbook.worksheets[0];
		expect(sheet?.name).toBe('报名名单');
		expect(sheet?.getRow(1).getCell(1).value).toMatch(
			exportHeading('筛选条件：活动: 航天科技科普讲座；名单: 报名名单；搜索: 不限', admin),
		);
		expect(sheet?.getRow(2).values).toEqual([
			undefined,
			'序号',
			'姓名',
			'手机号',
			'单位',
			'报名时间',
			'签到状态',
			'签到时间',
			'未满14周岁',
		]);
		expect(sheet?.rowCount).toBe(6);
		expect(sheet?.getRow(3).getCell(3).value).toBe('139****0001');
	});

	test('names its list and search in the file name and the first row', async () => {
		const file = await downloadExport(
			api,
			{ id: activityId, format: 'csv', tab: 'checkedin', keyword: '李雷' },
			owner,
		);
		const name = decodeURIComponent(
			(file.headers.get('content-disposition') ?? '').split("filename*=UTF-8''")[1] ?? '',
		);
		expect(name).toMatch(/^航天科技科普讲座-签到名单-搜索李雷-\d{4}-\d{2}-\d{2}\.csv$/);
		const lines = new TextDecoder('utf-8', { ignoreBOM: true }).decode(file.bytes).split('\r\n');
		expect(lines[0]).toMatch(
			exportHeading('\uFEFF筛选条件：活动: 航天科技科普讲座；名单: 签到名单；搜索: 李雷', owner),
		);
		expect(lines[2]).toMatch(/^1,李雷,/);
	});

	test('answers an empty file with headers for a list with no rows', async () => {
		const csv = await downloadExport(api, { id: emptyActivityId, format: 'csv' }, owner);
		const [heading, ...rest] = new TextDecoder('utf-8', { ignoreBOM: true })
			.decode(csv.bytes)
			.split('\r\n');
		expect(heading).toMatch(
			exportHeading('\uFEFF筛选条件：活动: 无人报名的讲座；名单: 报名名单；搜索: 不限', owner),
		);
		expect(rest).toEqual(['序号,姓名,手机号,单位,报名时间,签到状态,签到时间,未满14周岁', '']);
		const xlsx = await downloadExport(
			api,
			{ id: emptyActivityId, format: 'xlsx', tab: 'checkedin' },
			owner,
		);
		const workbook = new ExcelJS.Workbook();
		await workbook.xlsx.load(xlsx.bytes.buffer as ArrayBuffer);
		expect(workbook.worksheets[0]?.rowCount).toBe(2);
	});

	test('refuses another user, and a bad format, with envelopes', async () => {
		const refused = await downloadExport(api, { id: activityId, format: 'csv' }, stranger);
		expect(refused.json).toMatchObject({ code: 100000003 });
		const bad = await downloadExport(api, { id: activityId, format: 'pdf' }, owner);
		expect(bad.json).toMatchObject({ code: 100000001, msg: '导出格式（format）应为 csv 或 xlsx' });
	});

	test('reads a list longer than one batch completely, in order', async () => {
		const many = Array.from({ length: 2345 }, (_, index) => ({
			name: `学生${index}`,
			mobile: `1380${String(index).padStart(7, '0')}`,
		}));
		const body = activityBody({ title: '两千人的讲座' });
		const id = (await api.call('/activity/addActivity', body, { auth: owner })).data.id;
		await register(id, many);
		const file = await downloadExport(api, { id, format: 'csv' }, owner);
		const lines = new TextDecoder().decode(file.bytes).trimEnd().split('\r\n');
		expect(lines).toHaveLength(2347);
		expect(lines.at(-1)).toMatch(/^2345,学生2344,13800002344,/);
	});
});

describe('getActivityViews', () => {
	test('answers every day of the range with the roll-up page views, for the owner only', async () => {
		await handle.db.execute(sql`INSERT INTO analytics_daily (day, project, event, page_type, activity_id, province, events)
			VALUES ('2026-03-01', 'default', 'KpyPageView', 'detail', ${String(activityId)}, '', 5),
			('2026-03-01', 'default', 'KpyAppPageView', 'detail', ${String(activityId)}, '110000', 2),
			('2026-03-03', 'default', 'KpyPageView', 'detail', ${String(activityId)}, '', 4),
			('2026-03-03', 'default', 'KpyPageFinish', 'detail', ${String(activityId)}, '', 9),
			('2026-03-03', 'default', 'KpyPageView', 'detail', '999', '', 8)`);
		const result = await api.call(
			'/activity/getActivityViews',
			{ id: activityId, days: 7 },
			{ auth: owner },
		);
		expect(result.data.counted_through).toBe('2026-03-03');
		expect(result.data.days).toHaveLength(7);
		expect(result.data.days.slice(-3)).toEqual([
			{ date: '2026-03-01', views: 7 },
			{ date: '2026-03-02', views: 0 },
			{ date: '2026-03-03', views: 4 },
		]);
		expect(result.data.total).toBe(11);
		// The detail page's own counter comes with it, named apart from the daily roll-up.
		const [row] = await handle.db
			.select({ views: activities.viewCount })
			.from(activities)
			.where(eq(activities.id, activityId));
		expect(result.data.view_count).toBe(row?.views);
		await handle.db.update(activities).set({ viewCount: 334 }).where(eq(activities.id, activityId));
		const again = await api.call('/activity/getActivityViews', { id: activityId }, { auth: owner });
		expect(again.data.view_count).toBe(334);
		const refused = await api.call(
			'/activity/getActivityViews',
			{ id: activityId },
			{ auth: stranger },
		);
		expect(refused.code).toBe(100000003);
		const bad = await api.call(
			'/activity/getActivityViews',
			{ id: activityId, days: 1000 },
			{ auth: owner },
		);
		expect(bad).toMatchObject({ code: 100000001, msg: '天数（days）不能大于 366' });
	});
});
