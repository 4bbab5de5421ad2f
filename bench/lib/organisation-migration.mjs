import { readFile } from 'node:fs/promises';

/** Within this, migration 0042 is fit to run on a season's database during a deploy. */
export const ORGANISATION_MIGRATION_BUDGET_S = 120;

/**
 * Times migration 0042 (organisations) over the loaded activities as a deploy would run it: the
 * bench's rows were loaded after the migrations, so its tables are dropped and its statements run
 * again, in one transaction with no statement timeout, as the app's migrator runs them. Answers the
 * seconds and the organisations it made.
 */
export async function timeOrganisationMigration(pool) {
	const text = await readFile(
		new URL('../../drizzle/0042_organisations.sql', import.meta.url),
		'utf8',
	);
	const statements = text
		.split('--> statement-breakpoint')
		.map((statement) => statement.trim())
		.filter(Boolean);
	const client = await pool.connect();
	try {
		await client.query('BEGIN');
		await client.query('SET LOCAL statement_timeout = 0');
		await client.query('ALTER TABLE activities DROP COLUMN organisation_id');
		await client.query(
			'DROP TABLE organisation_invitations, organisation_members, organisations CASCADE',
		);
		const started = performance.now();
		for (const statement of statements) await client.query(statement);
		const seconds = (performance.now() - started) / 1000;
		await client.query('COMMIT');
		const { rows } = await client.query(
			`SELECT (SELECT count(*)::int FROM organisations) AS organisations,
				(SELECT count(*)::int FROM activities WHERE organisation_id IS NULL) AS without`,
		);
		return { seconds, ...rows[0] };
	} catch (error) {
		await client.query('ROLLBACK');
		throw error;
	} finally {
		client.release();
	}
}
