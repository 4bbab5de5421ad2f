import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DbHandle } from '../../src/server/db/client';
import { activities, joins } from '../../src/server/db/schema';
import type { TestApi, TestLogin } from './helpers/api';
import { activityBody, uniqueMobile } from './helpers/builders';
import { openTestApi } from './helpers/open-test-api';

let handle: DbHandle;
let api: TestApi;
let owner: TestLogin;
let people: TestLogin[];

beforeAll(async () => {
	({ handle, api } = await openTestApi());
	owner = await api.login(uniqueMobile());
	people = await Promise.all(Array.from({ length: 30 }, () => api.login(uniqueMobile())));
});
afterAll(async () => handle.close());

async function seatsOf(id: number) {
	const [row] = await handle.db.select().from(activities).where(eq(activities.id, id));
	const [rows] = await handle.db.select({ n: count() }).from(joins).where(eq(joins.activityId, id));
	return { joinCount: row?.joinCount, capacity: row?.capacity ?? null, rows: rows?.n };
}

describe('lowering the capacity while people join', () => {
	test('never leaves more people joined than the capacity', async () => {
		for (let round = 0; round < 5; round += 1) {
			const body = activityBody({ title: `名额竞争活动 ${round}`, capacity: 100 });
			const added = await api.call('/activity/addActivity', body, { auth: owner });
			const id: number = added.data.id;
			const [update, ...joined] = await Promise.all([
				api.call('/activity/updateActivity', { ...body, id, capacity: 2 }, { auth: owner }),
				...people.map((auth) => api.call('/activity/activityJoin', { id, agree: 1 }, { auth })),
			]);
			const seats = await seatsOf(id);
			expect(seats.rows).toBe(seats.joinCount);
			expect(joined.filter((result) => result.code === 0)).toHaveLength(seats.joinCount ?? -1);
			if (update?.code === 0) {
				expect(seats).toMatchObject({ capacity: 2 });
				expect(seats.joinCount).toBeLessThanOrEqual(2);
			} else {
				expect(update?.code).toBe(100000001);
				expect(update?.msg).toMatch(/^人数上限不能少于已报名的 \d+ 人$/);
				expect(seats.capacity).toBe(100);
			}
		}
	});
});
