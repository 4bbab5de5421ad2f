import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { DbHandle } from '../../src/server/db/client';
import { activities } from '../../src/server/db/schema';
import type { TestApi } from './helpers/api';
import { activityBody, uniqueMobile } from './helpers/builders';
import { openTestApi } from './helpers/open-test-api';

let handle: DbHandle;
let api: TestApi;

beforeAll(async () => {
	({ handle, api } = await openTestApi());
});
afterAll(async () => handle.close());

async function ownedBy(ownerId: number) {
	return handle.db.select().from(activities).where(eq(activities.ownerId, ownerId));
}

test('the same submission sent twice at once makes one activity and answers both with it', async () => {
	const owner = await api.login(uniqueMobile());
	const body = activityBody({ title: '双击提交的活动' });
	const answers = await Promise.all(
		Array.from({ length: 4 }, () => api.call('/activity/addActivity', body, { auth: owner })),
	);
	expect(answers.map((answer) => answer.code)).toEqual([0, 0, 0, 0]);
	expect(new Set(answers.map((answer) => answer.data.id)).size).toBe(1);
	expect(await ownedBy(owner.uid)).toHaveLength(1);
});

test('a submission that differs in any field, or comes from someone else, is a new activity', async () => {
	const owner = await api.login(uniqueMobile());
	const other = await api.login(uniqueMobile());
	const body = activityBody({ title: '两场相同时间的活动' });
	const first = await api.call('/activity/addActivity', body, { auth: owner });
	const changed = await api.call(
		'/activity/addActivity',
		{ ...body, venue: '另一个会场' },
		{ auth: owner },
	);
	const elsewhere = await api.call('/activity/addActivity', body, { auth: other });
	expect(new Set([first.data.id, changed.data.id, elsewhere.data.id]).size).toBe(3);
	expect(await ownedBy(owner.uid)).toHaveLength(2);
});
