import { and, count, eq, ilike, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DbHandle } from '../../src/server/db/client';
import { activities } from '../../src/server/db/schema';
import { seedDemo } from '../../src/server/db/seed/seed-demo';
import { queryRows } from '../../src/server/db/types';
import { keywordCondition } from '../../src/server/services/activities/list-filters';
import { createLocalStorage } from '../../src/server/storage/storage';
import type { TestApi } from './helpers/api';
import { openTestApi } from './helpers/open-test-api';

let handle: DbHandle;
let api: TestApi;

beforeAll(async () => {
	({ handle, api } = await openTestApi());
	await seedDemo(handle.db, createLocalStorage(api.config.uploadDir));
	// Text that only a case-insensitive, literal match finds: Latin letters and a percent sign.
	const [first, second] = await handle.db
		.select({ id: activities.id })
		.from(activities)
		.where(eq(activities.status, 'approved'))
		.limit(2);
	await handle.db
		.update(activities)
		.set({ organizer: 'Ai 科学社' })
		.where(eq(activities.id, first?.id ?? 0));
	await handle.db
		.update(activities)
		.set({ title: '满意度 95% 的科学课' })
		.where(eq(activities.id, second?.id ?? 0));
});
afterAll(async () => handle.close());

/** What `ILIKE '%keyword%'` on title or organiser counts among approved activities. */
async function countByIlike(keyword: string): Promise<number> {
	const pattern = `%${keyword.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
	const [row] = await handle.db
		.select({ n: count() })
		.from(activities)
		.where(
			and(
				eq(activities.status, 'approved'),
				or(ilike(activities.title, pattern), ilike(activities.organizer, pattern)),
			),
		);
	return row?.n ?? 0;
}

describe('keyword search', () => {
	test.each(['郑州', '天文', '科普', '市科', 'ai', 'AI', '5%', '% ', '学', '人工智能', '不存在'])(
		'finds %s in title or organiser exactly as ILIKE does',
		async (keyword) => {
			const expected = await countByIlike(keyword);
			const result = await api.call('/activity/getActivityList', { keyword, pageSize: 50 });
			expect(result.code).toBe(0);
			expect(result.data.total).toBe(expected);
			const lower = keyword.toLowerCase();
			for (const item of result.data.items as { title: string; organizer: string }[]) {
				expect(`${item.title}\n${item.organizer}`.toLowerCase()).toContain(lower);
			}
		},
	);

	test('finds the Latin and percent examples at all', async () => {
		expect(await countByIlike('ai')).toBeGreaterThan(0);
		expect(await countByIlike('5%')).toBeGreaterThan(0);
	});

	test('looks a two-character keyword up in the bigram indexes', async () => {
		const plan = await handle.db.transaction(async (tx) => {
			// 320 rows are read faster in full; without that choice the index must be usable.
			await tx.execute(sql`SET LOCAL enable_seqscan = off`);
			const query = tx.select({ n: count() }).from(activities).where(keywordCondition('郑州'));
			return queryRows<{ 'QUERY PLAN': string }>(tx, sql`EXPLAIN ${query}`);
		});
		const text = plan.map((row) => row['QUERY PLAN']).join('\n');
		expect(text).toContain('activities_title_bigram_idx');
		expect(text).toContain('activities_organizer_bigram_idx');
	});
});
