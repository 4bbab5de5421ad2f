import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { LH_TYPES } from '../../src/lib/joint-actions';
import { PROVINCES } from '../../src/lib/provinces';
import type { DbHandle } from '../../src/server/db/client';
import { activities, collects, joins, thumbs } from '../../src/server/db/schema';
import { seedDemo } from '../../src/server/db/seed/seed-demo';
import { listActivities } from '../../src/server/services/activities/list';
import { DAY_LIST_SIZE, loadHome } from '../../src/server/services/browse/home-loader';
import { createLocalStorage } from '../../src/server/storage/storage';
import type { TestApi } from './helpers/api';
import { openTestApi } from './helpers/open-test-api';

let handle: DbHandle;
let api: TestApi;

beforeAll(async () => {
	({ handle, api } = await openTestApi());
	await seedDemo(handle.db, createLocalStorage(api.config.uploadDir));
});
afterAll(async () => handle.close());

type Item = Record<string, unknown> & { id: number; start_time: string; end_time: string };

async function list(filters: Record<string, unknown>) {
	const result = await api.call('/activity/getActivityList', { pageSize: 50, ...filters });
	expect(result.code).toBe(0);
	return result.data as { items: Item[]; total: number };
}

describe('demo seed', () => {
	test('covers all 31 provinces, every joint action, education bases and past, running and upcoming', async () => {
		const [total] = await handle.db.select({ n: count() }).from(activities);
		expect(total?.n).toBeGreaterThanOrEqual(300);
		const provinces = await handle.db
			.selectDistinct({ code: activities.provinceCode })
			.from(activities);
		expect(provinces.map((row) => row.code).sort()).toEqual(
			PROVINCES.map((row) => row.code).sort(),
		);
		const types = await handle.db.selectDistinct({ lh: activities.lhType }).from(activities);
		for (const lhType of LH_TYPES) expect(types.map((row) => row.lh)).toContain(lhType);
		for (const phase of ['upcoming', 'running', 'ended'])
			expect((await list({ phase })).total).toBeGreaterThan(0);
		expect((await list({ education_base: 0 })).total).toBeGreaterThan(0);
	});

	test('keeps every counter equal to its rows', async () => {
		const mismatched = await handle.db
			.select({ id: activities.id })
			.from(activities)
			.where(
				sql`${activities.joinCount} <> (SELECT count(*) FROM ${joins} WHERE ${joins.activityId} = ${activities.id})
				OR ${activities.collectCount} <> (SELECT count(*) FROM ${collects} WHERE ${collects.activityId} = ${activities.id})
				OR ${activities.thumbCount} <> (SELECT count(*) FROM ${thumbs} WHERE ${thumbs.activityId} = ${activities.id})`,
			);
		expect(mismatched).toEqual([]);
	});

	test('gives the demo publisher activities in every review state', async () => {
		const statuses = await handle.db.selectDistinct({ status: activities.status }).from(activities);
		expect(statuses.map((row) => row.status).sort()).toEqual([
			'approved',
			'cancelled',
			'pending',
			'rejected',
		]);
	});
});

describe('getActivityList', () => {
	test('lists only approved activities, paged', async () => {
		const first = await api.call('/activity/getActivityList', { page: 1, pageSize: 10 });
		const second = await api.call('/activity/getActivityList', { page: 2, pageSize: 10 });
		expect(first.data.items).toHaveLength(10);
		expect(first.data.items[0].id).not.toBe(second.data.items[0].id);
		const [approved] = await handle.db
			.select({ n: count() })
			.from(activities)
			.where(eq(activities.status, 'approved'));
		expect(first.data.total).toBe(approved?.n);
	});

	test('filters by province, city, audience, mode, joint action and keyword', async () => {
		const byProvince = await list({ province_code: '440000' });
		expect(byProvince.items.every((item) => item.province_code === '440000')).toBe(true);
		const city = byProvince.items[0]?.city_code as string;
		expect((await list({ city_code: city })).items.every((item) => item.city_code === city)).toBe(
			true,
		);
		expect(
			(await list({ audience: 5 })).items.every((item) => (item.audiences as number[]).includes(5)),
		).toBe(true);
		expect((await list({ mode: 'online' })).items.every((item) => item.mode === 'online')).toBe(
			true,
		);
		const lh = await list({ lh_type: 3 });
		expect(lh.total).toBeGreaterThan(0);
		expect(lh.items.every((item) => item.lh_type === 3)).toBe(true);
		const keyword = await list({ keyword: '人工智能' });
		expect(keyword.total).toBeGreaterThan(0);
		expect(
			keyword.items.every(
				(item) =>
					String(item.title).includes('人工智能') || String(item.organizer).includes('人工智能'),
			),
		).toBe(true);
		expect((await list({ keyword: '%' })).total).toBe(0);
	});

	test('filters by a date range in Shanghai days (activities taking place on those days)', async () => {
		const day = (await list({ phase: 'upcoming', sort: 'start' })).items[0]?.start_time.slice(
			0,
			10,
		) as string;
		const onDay = await list({ start_date: day, end_date: day });
		expect(onDay.total).toBeGreaterThan(0);
		expect(
			onDay.items.every(
				(item) => item.start_time.slice(0, 10) <= day && item.end_time.slice(0, 10) >= day,
			),
		).toBe(true);
	});

	test.each([
		[{ page: 0 }, '页码'],
		[{ pageSize: 500 }, '每页条数'],
		[{ province_code: 'abc' }, '省份'],
		[{ start_date: '2025/09/01' }, '开始日期'],
		[{ start_date: '0000-01-01' }, '开始日期'],
		[{ end_date: '2025-02-30' }, '结束日期'],
		[{ start_date: '2025-12-31', end_date: '2025-12-01' }, '结束日期不能早于开始日期'],
		[{ audience: 9 }, '面向人群'],
		[{ sort: 'random' }, '排序方式'],
	])('refuses the filter %j naming it', async (filters, field) => {
		const result = await api.call('/activity/getActivityList', filters);
		expect(result.code).toBe(100000001);
		expect(result.msg).toContain(field);
	});

	test('is the same under /api/h5 and accepts GET', async () => {
		const desktop = await api.call('/activity/getActivityList', { pageSize: 3 });
		const mobile = await api.call(
			'/activity/getActivityList',
			{ pageSize: 3 },
			{ base: '/api/h5' },
		);
		const get = await api.call(
			'/activity/getActivityList',
			{},
			{ method: 'GET', query: { pageSize: '3' } },
		);
		expect(mobile.data).toEqual(desktop.data);
		expect(get.data).toEqual(desktop.data);
	});
});

describe('other reads', () => {
	test('getActDetail hides pending activities from the public and private fields from non-owners', async () => {
		const [pending] = await handle.db
			.select()
			.from(activities)
			.where(eq(activities.status, 'pending'));
		expect((await api.call('/activity/getActDetail', { id: pending?.id })).code).toBe(100000002);
		const [approved] = await handle.db
			.select()
			.from(activities)
			.where(eq(activities.status, 'approved'));
		const detail = await api.call('/activity/getActDetail', { id: approved?.id });
		expect(detail.data.contact_phone).toBe('');
		expect(detail.data.content).toContain('<h3>');
		expect(detail.data.view_count).toBe(approved?.viewCount);
	});

	test('getCalActivity answers every day of the month with counts', async () => {
		const month = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 7);
		const result = await api.call('/first/getCalActivity', { month });
		const days = result.data as { date: string; count: number }[];
		expect(days[0]?.date).toBe(`${month}-01`);
		expect(days.length).toBeGreaterThanOrEqual(28);
		expect(days.some((day) => day.count > 0)).toBe(true);
		// Each day's count (those starting, ending and under way at the month's start, in one
		// statement) is what the list of that day totals, through its own overlap query.
		for (const day of days)
			expect((await list({ start_date: day.date, end_date: day.date })).total, day.date).toBe(
				day.count,
			);
		for (const bad of ['2025-13', '0000-01', '0099-12', '2025-1']) {
			expect((await api.call('/first/getCalActivity', { month: bad })).msg).toContain('月份');
		}
	});

	test("the home page's day shows that day's list, first activities and total, on every day of the month", async () => {
		const month = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 7);
		const days = (await api.call('/first/getCalActivity', { month })).data as { date: string }[];
		let empty = 0;
		for (const { date } of days) {
			const home = await loadHome(handle.db, new URLSearchParams({ month, date }), 'pc');
			const listed = await listActivities(handle.db, {
				start_date: date,
				end_date: date,
				sort: 'start',
				page: 1,
				pageSize: DAY_LIST_SIZE,
			});
			expect(home.calendar.date, date).toBe(date);
			expect(home.calendar.dayTotal, date).toBe(listed.total);
			expect(
				home.calendar.dayActivities.map((item) => item.id),
				date,
			).toEqual(listed.total ? listed.items.map((item) => item.id) : []);
			if (listed.total === 0) empty += 1;
		}
		expect(empty).toBeLessThan(days.length);
	});

	test('banners, joint actions, education bases and special lists answer seeded content', async () => {
		expect((await api.call('/first/getBannerList', {})).data).toHaveLength(3);
		expect((await api.call('/first/getBannerList', { position: 'mobile' })).data[0].image).toMatch(
			/^\/uploads\//,
		);
		const actions = await api.call('/first/getJointActionList', {});
		expect(actions.data).toHaveLength(7);
		expect(
			actions.data.every((action: { activity_count: number }) => action.activity_count > 0),
		).toBe(true);
		const bases = await api.call('/first/getEducationBaseList', {});
		expect(bases.data.length).toBeGreaterThanOrEqual(10);
		expect(bases.data[0].province_name).toBeTruthy();
		const special = await api.call('/activity/activitySpecialList', { limit: 5 });
		expect(special.data).toHaveLength(5);
		const specialOfType = await api.call('/activity/activitySpecialList', { lh_type: 1 });
		expect(specialOfType.data.every((item: { lh_type: number }) => item.lh_type === 1)).toBe(true);
	});

	test('resources list by type and detail with the HLS source', async () => {
		const all = await api.call('/resource/getResourceList', { pageSize: 50 });
		expect(all.data.total).toBe(20);
		const videos = await api.call('/resource/getResourceList', { type: 'video', pageSize: 50 });
		expect(videos.data.items.every((item: { type: string }) => item.type === 'video')).toBe(true);
		const detail = await api.call('/resource/getResourceDetail', { id: videos.data.items[0].id });
		expect(detail.data.video_url).toMatch(/^\/media\/videos\/[\w-]+\/master\.m3u8$/);
		expect((await api.call('/resource/getResourceDetail', { id: 99999 })).code).toBe(100000002);
	});

	test('getRegionList walks provinces, cities and districts', async () => {
		const provinces = await api.call('/common/getRegionList', {});
		expect(provinces.data).toHaveLength(31);
		const cities = await api.call('/common/getRegionList', { parent_code: '440000' });
		expect(cities.data.map((city: { name: string }) => city.name)).toContain('广州市');
		const districts = await api.call('/common/getRegionList', { parent_code: '440100' });
		expect(districts.data.map((d: { name: string }) => d.name)).toContain('天河区');
		const beijing = await api.call('/common/getRegionList', { parent_code: '110000' });
		expect(beijing.data).toEqual([{ code: '110100', name: '北京市' }]);
		const beijingDistricts = await api.call('/common/getRegionList', { parent_code: '110100' });
		expect(beijingDistricts.data.map((d: { name: string }) => d.name)).toContain('海淀区');
	});

	test('getRegionList offers the current districts of 杭州市, without abolished ones or 市辖区', async () => {
		const hangzhou = await api.call('/common/getRegionList', { parent_code: '330100' });
		expect(hangzhou.data.map((d: { name: string }) => d.name).sort()).toEqual(
			[
				'上城区',
				'拱墅区',
				'西湖区',
				'滨江区',
				'萧山区',
				'余杭区',
				'临平区',
				'钱塘区',
				'富阳区',
				'临安区',
				'桐庐县',
				'淳安县',
				'建德市',
			].sort(),
		);
	});

	test('an activity stored with an abolished district still shows its name', async () => {
		const [row] = await handle.db
			.select({ id: activities.id })
			.from(activities)
			.where(eq(activities.status, 'approved'))
			.limit(1);
		const id = row?.id ?? 0;
		await handle.db
			.update(activities)
			.set({ provinceCode: '330000', cityCode: '330100', districtCode: '330103' })
			.where(eq(activities.id, id));
		const detail = await api.call('/activity/getActDetail', { id });
		expect(detail.data).toMatchObject({
			province_name: '浙江省',
			city_name: '杭州市',
			district_name: '下城区',
		});
	});
});
