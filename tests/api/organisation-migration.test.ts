import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DbHandle } from '../../src/server/db/client';
import { type Queryable, queryRows } from '../../src/server/db/types';
import type { TestApi } from './helpers/api';
import { activityBody, uniqueMobile } from './helpers/builders';
import { openTestApi } from './helpers/open-test-api';

/**
 * Migration 0042 over activities that were there before it, as bench:data times it: the tables it
 * makes are dropped and its statements run again. It sets the activities' indexes aside while it
 * fills their organisations; they must come back as they were.
 */
let handle: DbHandle;
let api: TestApi;

beforeAll(async () => {
	({ handle, api } = await openTestApi());
}, 120_000);
afterAll(async () => handle?.close());

const STATEMENTS = readFileSync(
	new URL('../../drizzle/0042_organisations.sql', import.meta.url),
	'utf8',
)
	.split('--> statement-breakpoint')
	.map((statement) => statement.trim())
	.filter(Boolean);

const indexesOf = (tx: Queryable) =>
	queryRows<{ name: string; def: string }>(
		tx,
		sql`SELECT indexrelid::regclass::text AS name, pg_get_indexdef(indexrelid) AS def
			FROM pg_index WHERE indrelid = 'activities'::regclass ORDER BY 1`,
	);

class RollBack extends Error {}

describe('migration 0042 over existing activities', () => {
	test('makes one organisation per publisher and organiser, and leaves the indexes as they were', async () => {
		const owner = await api.login(uniqueMobile());
		const other = await api.login(uniqueMobile());
		const publish = async (who: typeof owner, title: string, organizer: string) => {
			const answer = await api.call('/activity/addActivity', activityBody({ title, organizer }), {
				auth: who,
			});
			expect(answer.msg).toBe('');
		};
		await publish(owner, '第一期', '海淀区科协');
		await publish(owner, '第二期', ' 海淀区科协 ');
		await publish(owner, '第三期', '海淀区少年宫');
		await publish(other, '别人的一期', '海淀区科协');

		await handle.db
			.transaction(async (tx) => {
				const before = await indexesOf(tx);
				await tx.execute(sql`ALTER TABLE activities DROP COLUMN organisation_id`);
				await tx.execute(
					sql`DROP TABLE organisation_invitations, organisation_members, organisations CASCADE`,
				);
				for (const statement of STATEMENTS) await tx.execute(sql.raw(statement));
				expect(await indexesOf(tx)).toEqual(before);
				const rows = await queryRows<{ title: string; name: string; mine: boolean }>(
					tx,
					sql`SELECT a.title, o.name, (o.created_by = a.owner_id AND m.role = 'owner') AS mine
						FROM activities a
						JOIN organisations o ON o.id = a.organisation_id
						JOIN organisation_members m ON m.organisation_id = o.id AND m.user_id = a.owner_id
						ORDER BY a.id`,
				);
				expect(rows).toEqual([
					{ title: '第一期', name: '海淀区科协', mine: true },
					{ title: '第二期', name: '海淀区科协', mine: true },
					{ title: '第三期', name: '海淀区少年宫', mine: true },
					{ title: '别人的一期', name: '海淀区科协', mine: true },
				]);
				const [count] = await queryRows<{ n: number }>(
					tx,
					sql`SELECT count(*)::int AS n FROM organisations`,
				);
				expect(count?.n).toBe(3);
				throw new RollBack();
			})
			.catch((error: unknown) => {
				if (!(error instanceof RollBack)) throw error;
			});
	});
});
