import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DbHandle } from '../../src/server/db/client';
import { analyticsDaily } from '../../src/server/db/schema';
import { refreshStats } from '../../src/server/services/stats/rollup';
import { loginAdmin } from './helpers/admin';
import type { TestApi, TestLogin } from './helpers/api';
import { uniqueMobile } from './helpers/builders';
import { openTestApi } from './helpers/open-test-api';
import { insertActivity } from './helpers/stats-scene';

/**
 * The operator dashboard's API against figures counted by hand: three approved activities in two
 * provinces (one starting at 00:30 Beijing time, still the previous day in UTC), one each pending,
 * rejected and cancelled, and page views of two days.
 */

let handle: DbHandle;
let api: TestApi;
let admin: TestLogin;
let someone: TestLogin;
let a1: number;

beforeAll(async () => {
	({ handle, api } = await openTestApi());
	admin = await loginAdmin(api, handle.db);
	someone = await api.login(uniqueMobile());
	const base = { audiences: [] as number[], joinCount: 0, checkinCount: 0, lhType: null };
	a1 = await insertActivity(handle.db, {
		...base,
		ownerId: admin.uid,
		status: 'approved',
		provinceCode: '110000',
		lhType: 1,
		mode: 'offline',
		audiences: [1, 3],
		startAt: '2026-09-10T10:00:00+08:00',
		joinCount: 5,
		checkinCount: 2,
	});
	await insertActivity(handle.db, {
		...base,
		ownerId: someone.uid,
		status: 'approved',
		provinceCode: '110000',
		mode: 'online',
		audiences: [3],
		startAt: '2026-09-11T23:30:00+08:00',
		joinCount: 3,
	});
	await insertActivity(handle.db, {
		...base,
		ownerId: admin.uid,
		status: 'approved',
		provinceCode: '310000',
		lhType: 2,
		mode: 'hybrid',
		startAt: '2026-09-12T00:30:00+08:00',
		joinCount: 7,
		checkinCount: 7,
	});
	for (const status of ['pending', 'rejected', 'cancelled'] as const) {
		await insertActivity(handle.db, {
			...base,
			ownerId: someone.uid,
			status,
			provinceCode: '310000',
			mode: 'offline',
			startAt: '2026-09-11T09:00:00+08:00',
			joinCount: 1,
		});
	}
	const daily = { project: 'production', pageType: '', activityId: '', province: '' };
	await handle.db.insert(analyticsDaily).values([
		{ ...daily, day: '2026-09-10', event: 'KpyPageView', activityId: String(a1), events: 10 },
		{ ...daily, day: '2026-09-11', event: '$pageview', province: '310000', events: 4 },
		{ ...daily, day: '2026-09-11', event: 'KpyPageFinish', events: 100 },
	]);
	// Half the rows are folded into the cells, half stay as deltas: readers add both.
	await refreshStats(handle.db);
}, 120_000);
afterAll(async () => handle?.close());

const stats = async (filter: Record<string, unknown> = {}, auth: TestLogin | undefined = admin) =>
	api.call('/admin/getStats', filter, { auth });

const pick = (rows: Record<string, unknown>[]) =>
	rows.map(({ key, activities, registrations, checkins, page_views }) =>
		page_views === undefined
			? [key, activities, registrations, checkins]
			: [key, activities, registrations, checkins, page_views],
	);

describe('/admin/getStats', () => {
	test('headline totals', async () => {
		const { code, data } = await stats();
		expect(code).toBe(0);
		expect(data.totals).toEqual({
			approved: 3,
			pending: 1,
			rejected: 1,
			cancelled: 1,
			registrations: 15,
			checkins: 9,
			page_views: 14,
			organisers: 2,
		});
		expect(data.page_views_through).toBe('2026-09-11');
		expect(data.updated_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
	});

	test('each breakdown', async () => {
		const { breakdowns } = (await stats()).data;
		expect(pick(breakdowns.province)).toEqual([
			['110000', 2, 8, 2, 10],
			['310000', 1, 7, 7, 4],
		]);
		expect(breakdowns.province[0].label).toBe('北京市');
		expect(pick(breakdowns.joint)).toEqual([
			['0', 1, 3, 0, 4],
			['1', 1, 5, 2, 10],
			['2', 1, 7, 7, 0],
		]);
		expect(breakdowns.joint[1].label).toBe('全国学会联合行动');
		expect(pick(breakdowns.audience)).toEqual([
			['1', 1, 5, 2],
			['3', 2, 8, 2],
		]);
		expect(pick(breakdowns.mode)).toEqual([
			['hybrid', 1, 7, 7],
			['offline', 1, 5, 2],
			['online', 1, 3, 0],
		]);
		expect(breakdowns.mode.map((row: { label: string }) => row.label)).toEqual([
			'线上线下结合',
			'线下活动',
			'线上活动',
		]);
		expect(pick(breakdowns.day)).toEqual([
			['2026-09-10', 1, 5, 2, 10],
			['2026-09-11', 1, 3, 0, 4],
			['2026-09-12', 1, 7, 7, 0],
		]);
	});

	test('filters: date range, joint action, province', async () => {
		const range = (await stats({ start_date: '2026-09-11', end_date: '2026-09-12' })).data;
		expect(range.totals).toMatchObject({ approved: 2, pending: 1, registrations: 10, checkins: 7 });
		expect(range.totals.organisers).toBe(2);
		expect(range.totals.page_views).toBe(4);
		const joint = (await stats({ lh_type: 1 })).data;
		expect(joint.totals).toMatchObject({
			approved: 1,
			pending: 0,
			registrations: 5,
			organisers: 1,
		});
		expect(joint.totals.page_views).toBe(10);
		expect(pick(joint.breakdowns.audience)).toEqual([
			['1', 1, 5, 2],
			['3', 1, 5, 2],
		]);
		const none = (await stats({ lh_type: '0' })).data;
		expect(pick(none.breakdowns.mode)).toEqual([['online', 1, 3, 0]]);
		const shanghai = (await stats({ province_code: '310000' })).data;
		expect(shanghai.totals).toMatchObject({ approved: 1, pending: 1, rejected: 1, cancelled: 1 });
		expect(pick(shanghai.breakdowns.province)).toEqual([['310000', 1, 7, 7, 4]]);
		const empty = (await stats({ start_date: '2027-01-01', end_date: '2027-01-31' })).data;
		expect(empty.totals).toMatchObject({ approved: 0, registrations: 0, organisers: 0 });
		expect(empty.breakdowns.day).toEqual([]);
	});

	test('organisers under combined filters and ranges of days, months and years', async () => {
		const organisers = async (filter: Record<string, unknown>) =>
			(await stats(filter)).data.totals.organisers;
		// 00:30 on 2026-09-12 in Beijing is 2026-09-11 in UTC: the day is Beijing's.
		expect(await organisers({ start_date: '2026-09-12', end_date: '2026-09-12' })).toBe(1);
		expect(await organisers({ start_date: '2026-09-01', end_date: '2026-09-30' })).toBe(2);
		expect(await organisers({ start_date: '2026-01-01', end_date: '2026-12-31' })).toBe(2);
		expect(await organisers({ start_date: '2026-08-31', end_date: '2027-01-05' })).toBe(2);
		expect(await organisers({ start_date: '2026-09-12' })).toBe(1);
		expect(await organisers({ end_date: '2026-09-10' })).toBe(1);
		expect(await organisers({ province_code: '110000' })).toBe(2);
		expect(await organisers({ province_code: '110000', lh_type: 1 })).toBe(1);
		expect(await organisers({ province_code: '310000', lh_type: 1 })).toBe(0);
		expect(await organisers({ lh_type: 0, start_date: '2026-09-11', end_date: '2026-09-11' })).toBe(
			1,
		);
	});

	test('bad filters answer a Chinese message naming the field', async () => {
		const cases: [Record<string, unknown>, string][] = [
			[{ start_date: '2026/09/01' }, '开始日期格式应为 YYYY-MM-DD'],
			[{ end_date: 'soon' }, '结束日期格式应为 YYYY-MM-DD'],
			[{ start_date: '2026-09-12', end_date: '2026-09-10' }, '结束日期不能早于开始日期'],
			[{ start_date: '2020-01-01', end_date: '2026-01-01' }, '日期范围不能超过 1100 天'],
			[{ lh_type: 4 }, '联合行动类型无效'],
			[{ lh_type: 'x' }, '联合行动类型必须是整数'],
			[{ province_code: '11' }, '省份代码应为 6 位数字且以 0000 结尾'],
			[{ province_code: '110100' }, '省份代码应为 6 位数字且以 0000 结尾'],
		];
		for (const [filter, message] of cases) {
			const result = await stats(filter);
			expect(result.status, JSON.stringify(filter)).toBeLessThan(500);
			expect(result.code, JSON.stringify(filter)).not.toBe(0);
			expect(result.msg).toContain(message);
		}
	});

	test('only admins: a user is refused, a visitor asked to sign in', async () => {
		for (const path of ['/admin/getStats', '/admin/exportStats']) {
			const user = await api.call(path, { breakdown: 'province' }, { auth: someone });
			expect(user.code).toBe(100000003);
			expect(user.msg).toContain('需要管理员权限');
			const visitor = await api.call(path, { breakdown: 'province' });
			expect(visitor.code).toBe(100000009);
		}
	});
});

async function exportFile(filter: Record<string, unknown>) {
	const result = await api.call('/admin/exportStats', filter, { auth: admin });
	expect(result.status).toBe(200);
	expect(result.headers.get('content-type')).toContain('spreadsheetml');
	const book = new ExcelJS.Workbook();
	await book.xlsx.load(result.file as ArrayBuffer);
	const rows = (index: number) => {
		const found: unknown[][] = [];
		book.worksheets[index]?.eachRow((row) => found.push((row.values as unknown[]).slice(1)));
		return found;
	};
	return { disposition: result.headers.get('content-disposition') ?? '', rows };
}

/** The first sheet below its row of filters. */
async function readSheet(filter: Record<string, unknown>) {
	return (await exportFile(filter)).rows(0).slice(1);
}

describe('/admin/exportStats', () => {
	test('a breakdown as XLSX, filtered', async () => {
		expect(await readSheet({ breakdown: 'province' })).toEqual([
			['省份', '代码', '活动数', '报名人次', '签到人次', '浏览量'],
			['北京市', '110000', 2, 8, 2, 10],
			['上海市', '310000', 1, 7, 7, 4],
		]);
		expect(await readSheet({ breakdown: 'audience', lh_type: 1 })).toEqual([
			['面向人群', '代码', '活动数', '报名人次', '签到人次'],
			['青年科技工作者', '1', 1, 5, 2],
			['青少年', '3', 1, 5, 2],
		]);
	});

	test('names its filters in the file name and in the first row', async () => {
		const filtered = await exportFile({
			breakdown: 'joint',
			province_code: '440000',
			lh_type: 1,
			start_date: '2025-09-01',
			end_date: '2025-09-30',
		});
		expect(decodeURIComponent(filtered.disposition)).toContain(
			"filename*=UTF-8''数据统计-联合行动-广东省-全国学会联合行动-2025-09-01至2025-09-30.xlsx",
		);
		expect(filtered.disposition).toContain(
			'filename="stats-joint-p440000-lh1-2025-09-01_2025-09-30.xlsx"',
		);
		expect(filtered.rows(0)[0]?.[0]).toBe(
			'筛选条件：时间: 2025-09-01 至 2025-09-30；省份: 广东省；联合行动: 全国学会联合行动',
		);
		expect(filtered.rows(1)).toEqual([
			['条件', '取值'],
			['时间', '2025-09-01 至 2025-09-30'],
			['省份', '广东省'],
			['联合行动', '全国学会联合行动'],
		]);
		const open = await exportFile({ breakdown: 'trend', start_date: '2026-09-10' });
		expect(decodeURIComponent(open.disposition)).toContain(
			"filename*=UTF-8''数据统计-日期-2026-09-10至不限.xlsx",
		);
		expect(open.rows(0)[0]?.[0]).toBe(
			'筛选条件：时间: 2026-09-10 至 不限；省份: 不限；联合行动: 不限',
		);
		const all = await exportFile({ breakdown: 'province' });
		expect(decodeURIComponent(all.disposition)).toContain("filename*=UTF-8''数据统计-省份.xlsx");
		expect(all.rows(0)[0]?.[0]).toBe('筛选条件：时间: 不限；省份: 不限；联合行动: 不限');
	});

	test('the trend, the days and the cities export like the other breakdowns, a day named once', async () => {
		const trend = await readSheet({
			breakdown: 'trend',
			start_date: '2026-09-09',
			end_date: '2026-09-12',
		});
		// A day's code is its date: the sheet says it once (walk-through m27).
		expect(trend[0]).toEqual(['日期', '活动数', '报名人次', '签到人次', '浏览量']);
		expect(trend.map((row) => row[0])).toEqual([
			'日期',
			'2026-09-09',
			'2026-09-10',
			'2026-09-11',
			'2026-09-12',
		]);
		expect(trend[1]).toEqual(['2026-09-09', 0, 0, 0, 0]);
		const day = await readSheet({ breakdown: 'day' });
		expect(day[0]).toEqual(['活动开始日期', '活动数', '报名人次', '签到人次', '浏览量']);
		expect(day[1]?.slice(0, 4)).toEqual(['2026-09-10', 1, 5, 2]);
		expect(await readSheet({ breakdown: 'city', province_code: '310000' })).toEqual([
			['城市', '代码', '活动数', '报名人次', '签到人次'],
			['未填城市', '', 1, 7, 7],
		]);
	});

	test('a range with no data is a file with the header only', async () => {
		expect(
			await readSheet({ breakdown: 'day', start_date: '2027-01-01', end_date: '2027-01-02' }),
		).toEqual([['活动开始日期', '活动数', '报名人次', '签到人次', '浏览量']]);
	});

	test('a missing or unknown breakdown is refused by name', async () => {
		for (const breakdown of [undefined, 'county']) {
			const result = await api.call('/admin/exportStats', { breakdown }, { auth: admin });
			expect(result.code).not.toBe(0);
			expect(result.msg).toContain('统计维度（breakdown）');
		}
	});
});
