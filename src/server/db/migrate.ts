import { sql } from 'drizzle-orm';
import { LOCKS } from './locks';
import { type Db, queryRows } from './types';

const MIGRATION_FILES = import.meta.glob<string>('../../../drizzle/*.sql', {
	query: '?raw',
	import: 'default',
	eager: true,
});

function listMigrations(): { name: string; statements: string[] }[] {
	return Object.entries(MIGRATION_FILES)
		.map(([path, text]) => ({
			name: path.slice(path.lastIndexOf('/') + 1),
			// drizzle-kit qualifies references with "public"; dropping it lets tests run in their own schema.
			statements: text
				.replaceAll('"public".', '')
				.split('--> statement-breakpoint')
				.map((statement) => statement.trim())
				.filter(Boolean),
		}))
		.sort((a, b) => a.name.localeCompare(b.name));
}

/** Applies the drizzle-kit migrations not applied yet, in order, in one transaction. */
export async function applyMigrations(db: Db): Promise<string[]> {
	const applied: string[] = [];
	await db.transaction(async (tx) => {
		await tx.execute(sql`SELECT pg_advisory_xact_lock(${LOCKS.migration})`);
		// A backfill may take minutes at a season's scale, whatever the role's default says.
		await tx.execute(sql`SET LOCAL statement_timeout = 0`);
		await tx.execute(
			sql`CREATE TABLE IF NOT EXISTS kpy_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`,
		);
		const done = await queryRows<{ name: string }>(tx, sql`SELECT name FROM kpy_migrations`);
		const doneNames = new Set(done.map((row) => row.name));
		for (const migration of listMigrations()) {
			if (doneNames.has(migration.name)) continue;
			for (const statement of migration.statements) await tx.execute(sql.raw(statement));
			await tx.execute(sql`INSERT INTO kpy_migrations (name) VALUES (${migration.name})`);
			applied.push(migration.name);
		}
	});
	return applied;
}
