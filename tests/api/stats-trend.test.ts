import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { parseBusinessTime } from '../../src/lib/beijing-time';
import type { DbHandle } from '../../src/server/db/client';
import { rebuildStats } from '../../src/server/services/stats/rollup';
import { loginAdmin } from './helpers/admin';
import { createTestApi, type TestApi } from './helpers/api';
import { activityBody, uniqueMobile } from './helpers/builders';
import { createTestDb } from './helpers/test-db';

/**
 * The dashboard's daily trend, through real joins, cancellations and check-ins on a clock moved day
 * by day: an activity starting on 2027-05-20 (Beijing) gets registrations on 05-10 and 05-12 (one
 * made at 00:30 Beijing, still 05-11 in UTC), one cancelled on 05-13, and check-ins on 05-20.
 */
type Auth = Awaited<ReturnType<TestApi['login']>>;

let handle: DbHandle;
let api: TestApi;
let admin: Auth;
let activityId: number;

const at = (time: string) => api.setNow(new Date(parseBusinessTime(time)));

async function call(path: string, body: Record<string, unknown>, auth: Auth) {
	const result = await api.call(path, body, { auth });
	expect(result.code, `${path}: ${result.msg}`).toBe(0);
	return result.data;
}

beforeAll(async () => {
	handle = await createTestDb();
	api = createTestApi(handle.db);
	admin = await loginAdmin(api, handle.db);
	// Sessions last 7 days: everyone signs in again on the clock's day.
	const [owner, first, second, third, leaver] = Array.from({ length: 5 }, () => uniqueMobile());
	const as = (mobile: string | undefined) => api.login(mobile ?? '');
	at('2027-05-10 09:00:00');
	activityId = (
		await call(
			'/activity/addActivity',
			activityBody({ start_time: '2027-05-20 10:00:00', end_time: '2027-05-20 12:00:00' }),
			await as(owner),
		)
	).id;
	at('2027-05-10 12:00:00');
	await call('/activity/activityJoin', { id: activityId, agree: 1 }, await as(first));
	at('2027-05-10 23:30:00');
	await call('/activity/activityJoin', { id: activityId, agree: 1 }, await as(second));
	at('2027-05-12 00:30:00');
	await call('/activity/activityJoin', { id: activityId, agree: 1 }, await as(third));
	const leaving = await as(leaver);
	await call('/activity/activityJoin', { id: activityId, agree: 1 }, leaving);
	at('2027-05-13 08:00:00');
	await call('/activity/cancelJoin', { id: activityId }, leaving);
	at('2027-05-20 09:00:00');
	const checker = await as(owner);
	for (const person of [first, second]) {
		const { pass } = await call('/activity/getCheckinInfo', { id: activityId }, await as(person));
		await call('/activity/activityCheckin', { id: activityId, payload: pass.payload }, checker);
	}
	api.setNow(undefined);
	admin = await loginAdmin(api, handle.db);
}, 120_000);
afterAll(async () => handle?.close());

const stats = async (filter: Record<string, unknown>) => {
	const result = await api.call('/admin/getStats', filter, { auth: admin });
	expect(result.code, result.msg).toBe(0);
	return result.data;
};

/** `[day, activities, registrations, check-ins]` of the days that are not all zero. */
const busyDays = (
	rows: { key: string; activities: number; registrations: number; checkins: number }[],
) =>
	rows
		.filter((row) => row.activities || row.registrations || row.checkins)
		.map((row) => [row.key, row.activities, row.registrations, row.checkins]);

describe('the daily trend', () => {
	test('counts registrations on the day they were made and check-ins on the day they were done', async () => {
		const { breakdowns } = await stats({ start_date: '2027-05-09', end_date: '2027-05-21' });
		expect(busyDays(breakdowns.trend)).toEqual([
			['2027-05-10', 0, 2, 0],
			['2027-05-12', 0, 1, 0],
			['2027-05-20', 1, 0, 2],
		]);
		// The start-day breakdown keeps its meaning: everything on the day the activity starts.
		expect(busyDays(breakdowns.day)).toEqual([['2027-05-20', 1, 3, 2]]);
	});

	test('has every day of the range, empty days as 0', async () => {
		const { breakdowns } = await stats({ start_date: '2027-05-09', end_date: '2027-05-21' });
		expect(breakdowns.trend.map((row: { key: string }) => row.key)).toEqual(
			Array.from({ length: 13 }, (_, i) => `2027-05-${String(9 + i).padStart(2, '0')}`),
		);
		expect(breakdowns.trend[2]).toEqual({
			key: '2027-05-11',
			label: '2027-05-11',
			activities: 0,
			registrations: 0,
			checkins: 0,
			page_views: 0,
		});
	});

	test('without a range, spans the first to the last day with data', async () => {
		const { breakdowns } = await stats({});
		const keys = breakdowns.trend.map((row: { key: string }) => row.key);
		expect(keys[0]).toBe('2027-05-10');
		expect(keys.at(-1)).toBe('2027-05-20');
		expect(keys).toHaveLength(11);
	});

	test('a range counts the registrations made in it, whenever the activity starts', async () => {
		const { breakdowns, totals } = await stats({
			start_date: '2027-05-12',
			end_date: '2027-05-13',
		});
		expect(totals.approved).toBe(0);
		expect(busyDays(breakdowns.trend)).toEqual([['2027-05-12', 0, 1, 0]]);
		expect(breakdowns.trend).toHaveLength(2);
	});

	test('a province or joint action of other activities has only zeros', async () => {
		const other = await stats({
			start_date: '2027-05-10',
			end_date: '2027-05-20',
			province_code: '310000',
		});
		expect(other.breakdowns.trend).toHaveLength(11);
		expect(busyDays(other.breakdowns.trend)).toEqual([]);
		const joint = await stats({ start_date: '2027-05-10', end_date: '2027-05-20', lh_type: 1 });
		expect(busyDays(joint.breakdowns.trend)).toEqual([]);
	});

	test('a full recount gives the same days', async () => {
		const before = (await stats({})).breakdowns.trend;
		await rebuildStats(handle.db);
		expect((await stats({})).breakdowns.trend).toEqual(before);
	});
});

describe('the city breakdown', () => {
	test('a province filter gives its cities; the national view leaves them to the export', async () => {
		const beijing = await stats({ province_code: '110000' });
		expect(beijing.breakdowns.city).toEqual([
			{ key: '110100', label: '北京市', activities: 1, registrations: 3, checkins: 2 },
		]);
		expect((await stats({})).breakdowns.city).toEqual([]);
		const later = await stats({ province_code: '110000', start_date: '2027-05-21' });
		expect(later.breakdowns.city).toEqual([]);
	});
});
