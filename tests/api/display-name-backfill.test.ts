import { readFileSync } from 'node:fs';
import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { DbHandle } from '../../src/server/db/client';
import { users } from '../../src/server/db/schema';
import { createTestDb } from './helpers/test-db';

/** drizzle/0017_display_names.sql's backfill: which names that existed before it count as chosen. */
let handle: DbHandle;
beforeAll(async () => {
	handle = await createTestDb();
});
afterAll(async () => handle.close());

const backfill = readFileSync('drizzle/0017_display_names.sql', 'utf8')
	.split('--> statement-breakpoint')
	.map((statement) => statement.trim())
	.filter((statement) => statement.startsWith('UPDATE'));

test('counts names from the host app or the seed as chosen, and sign-up defaults as not', async () => {
	expect(backfill).toHaveLength(1);
	const people = [
		{ openid: 'backfill-1', mobile: '13800001234', showName: '用户1234' },
		{ openid: 'backfill-2', mobile: '13800005678', showName: '李雷' },
		{ openid: 'backfill-3', mobile: 'host:x', showName: '科普用户' },
		{ openid: 'backfill-4', mobile: 'host:y', showName: '宿主王五' },
		// Shaped like a default but not this number's own: the seed or the host app gave it.
		{ openid: 'backfill-5', mobile: '13800009999', showName: '用户0001' },
	];
	await handle.db.insert(users).values(people);
	await handle.db.execute(sql.raw(backfill[0] ?? ''));
	const rows = await handle.db
		.select({ name: users.showName, set: sql<boolean>`${users.nameSetAt} IS NOT NULL` })
		.from(users)
		.where(sql`${users.openid} LIKE 'backfill-%'`)
		.orderBy(asc(users.openid));
	expect(rows).toEqual([
		{ name: '用户1234', set: false },
		{ name: '李雷', set: true },
		{ name: '科普用户', set: false },
		{ name: '宿主王五', set: true },
		{ name: '用户0001', set: true },
	]);
});
