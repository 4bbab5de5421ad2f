import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DbHandle } from '../../src/server/db/client';
import { activities, users } from '../../src/server/db/schema';
import { countActivitiesByDay, listActivities } from '../../src/server/services/activities/list';
import { createTestDb } from './helpers/test-db';

const NOW = new Date('2026-09-15T04:00:00Z');
const HOUR = 3_600_000;

let handle: DbHandle;
type Row = { id: number; title: string; startAt: Date; endAt: Date; provinceCode: string };
let approved: Row[];

/** Hours from NOW of start and end; several share a start so that ties fall to id. */
const SPANS: [number, number][] = [
	[-5, 1],
	[-5, 2],
	[-2, 3],
	[-5, 1],
	[-48, 24],
	[2, 4],
	[2, 3],
	[6, 8],
	[2, 5],
	[-10, -8],
	[-3, -1],
	[-10, -9],
	[-3, 0],
	[-30, -20],
];

beforeAll(async () => {
	handle = await createTestDb();
	const [owner] = await handle.db
		.insert(users)
		.values({ openid: 'order', mobile: '13700000001', showName: '排序测试' })
		.returning({ id: users.id });
	const values = SPANS.flatMap(([start, end], index) =>
		['approved', 'pending'].map((status) => ({
			ownerId: owner?.id ?? 0,
			title: `${index % 3 ? '排序' : '天文'}活动 ${index}`,
			organizer: '科学技术协会',
			mode: 'offline' as const,
			provinceCode: index % 2 ? '110000' : '440000',
			startAt: new Date(NOW.getTime() + start * HOUR),
			endAt: new Date(NOW.getTime() + end * HOUR),
			status: status as 'approved' | 'pending',
		})),
	);
	const rows = await handle.db.insert(activities).values(values).returning();
	approved = rows.filter((row) => row.status === 'approved');
});
afterAll(async () => handle.close());

/** The default order as users see it: running and upcoming soonest first, then ended latest first, ties newest id first. */
function inDefaultOrder(rows: Row[]): number[] {
	const ended = (row: Row) => row.endAt.getTime() <= NOW.getTime();
	return [...rows]
		.sort(
			(a, b) =>
				Number(ended(a)) - Number(ended(b)) ||
				(ended(a)
					? b.startAt.getTime() - a.startAt.getTime()
					: a.startAt.getTime() - b.startAt.getTime()) ||
				b.id - a.id,
		)
		.map((row) => row.id);
}

async function allPages(filters: Record<string, unknown>, pageSize: number) {
	const ids: number[] = [];
	const totals = new Set<number>();
	for (let page = 1; page <= Math.ceil(approved.length / pageSize) + 1; page += 1) {
		const result = await listActivities(handle.db, { ...filters, page, pageSize }, NOW);
		ids.push(...result.items.map((item) => item.id));
		totals.add(result.total);
	}
	return { ids, totals: [...totals] };
}

describe('listActivities in the default order', () => {
	test('pages through running, upcoming and ended activities with ties newest first', async () => {
		for (const pageSize of [1, 3, 4, 50]) {
			const { ids, totals } = await allPages({}, pageSize);
			expect(ids).toEqual(inDefaultOrder(approved));
			expect(totals).toEqual([approved.length]);
		}
	});

	test.each([
		['running', (row: Row) => row.startAt <= NOW && row.endAt > NOW, 5],
		['upcoming', (row: Row) => row.startAt > NOW, 4],
		['ended', (row: Row) => row.endAt <= NOW, 5],
	] as const)(
		'lists the %s phase in that order with its exact total',
		async (phase, isIn, size) => {
			const inPhase = approved.filter(isIn);
			expect(inPhase.length).toBe(size);
			const { ids, totals } = await allPages({ phase }, 2);
			expect(ids).toEqual(inDefaultOrder(inPhase));
			expect(totals).toEqual([size]);
		},
	);

	test('keeps the order under a province filter', async () => {
		const inProvince = approved.filter((row) => row.provinceCode === '110000');
		const { ids, totals } = await allPages({ province_code: '110000' }, 3);
		expect(ids).toEqual(inDefaultOrder(inProvince));
		expect(totals).toEqual([inProvince.length]);
	});

	test('keeps the order under a 2-character keyword', async () => {
		const matching = approved.filter((row) => row.title.includes('天文'));
		const { ids, totals } = await allPages({ keyword: '天文' }, 2);
		expect(ids).toEqual(inDefaultOrder(matching));
		expect(totals).toEqual([matching.length]);
	});
});

describe('a list statement is built once per shape and run with the values of each query', () => {
	test.each(['110000', '440000', '110000'])(
		'the province filter %s reads that province, in the default and in another order',
		async (province) => {
			const inProvince = approved.filter((row) => row.provinceCode === province);
			const byDefault = await allPages({ province_code: province }, 3);
			expect(byDefault.ids).toEqual(inDefaultOrder(inProvince));
			expect(byDefault.totals).toEqual([inProvince.length]);
			const byStart = await listActivities(
				handle.db,
				{ province_code: province, sort: 'start', page: 1, pageSize: 50 },
				NOW,
			);
			expect(byStart.items.map((item) => item.id)).toEqual(
				[...inProvince]
					.sort((a, b) => a.startAt.getTime() - b.startAt.getTime() || b.id - a.id)
					.map((row) => row.id),
			);
			expect(byStart.total).toBe(inProvince.length);
		},
	);

	test('the time the phases are reckoned from is a value of the run, not of the first build', async () => {
		const later = new Date(NOW.getTime() + 10 * HOUR);
		for (const [at, expected] of [
			[NOW, approved.filter((row) => row.endAt <= NOW)],
			[later, approved.filter((row) => row.endAt <= later)],
		] as const) {
			const page = await listActivities(handle.db, { phase: 'ended', page: 1, pageSize: 50 }, at);
			expect(page.total).toBe(expected.length);
			expect(page.items.map((item) => item.id).sort()).toEqual(
				expected.map((row) => row.id).sort(),
			);
		}
	});

	test.each([
		['天文', (row: Row) => row.title.includes('天文')],
		['排序', (row: Row) => row.title.includes('排序')],
	] as const)('the keyword %s finds its own titles', async (keyword, matches) => {
		const page = await listActivities(
			handle.db,
			{ keyword, sort: 'latest', page: 1, pageSize: 50 },
			NOW,
		);
		expect(page.items.map((item) => item.id).sort()).toEqual(
			approved
				.filter(matches)
				.map((row) => row.id)
				.sort(),
		);
	});
});

describe('countActivitiesByDay', () => {
	test('counts an activity on every Shanghai day it takes place, across the start of a month', async () => {
		const [owner] = await handle.db.select({ id: users.id }).from(users).limit(1);
		// 2026-09-30 20:00 to 2026-10-02 10:00, Shanghai time.
		await handle.db.insert(activities).values({
			ownerId: owner?.id ?? 0,
			title: '跨月活动',
			organizer: '科学技术协会',
			mode: 'offline',
			provinceCode: '650000',
			startAt: new Date('2026-09-30T12:00:00Z'),
			endAt: new Date('2026-10-02T02:00:00Z'),
			status: 'approved',
		});
		const counted = async (month: string, province_code = '650000') =>
			(await countActivitiesByDay(handle.db, { month, province_code }))
				.filter((day) => day.count > 0)
				.map((day) => [day.date, day.count]);
		expect(await counted('2026-09')).toEqual([['2026-09-30', 1]]);
		expect(await counted('2026-10')).toEqual([
			['2026-10-01', 1],
			['2026-10-02', 1],
		]);
		expect(await counted('2026-11')).toEqual([]);
		// The month's statement is prepared once per filter shape: another province is its own.
		expect(await counted('2026-10', '659000')).toEqual([]);
	});
});
