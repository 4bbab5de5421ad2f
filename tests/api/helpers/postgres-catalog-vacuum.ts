import pg from 'pg';

/** The catalogs a schema's creation and drop write: each test file adds and drops one. */
const CHURNED_CATALOGS = [
	'pg_attribute',
	'pg_depend',
	'pg_class',
	'pg_type',
	'pg_index',
	'pg_constraint',
	'pg_attrdef',
	'pg_trigger',
	'pg_statistic',
	'pg_namespace',
	'pg_sequence',
	'pg_proc',
	'pg_rewrite',
];

/**
 * Global teardown of the API suite on PostgreSQL: each test file migrates a schema of its own and
 * drops it, which leaves some 190,000 dead catalog rows a run; where autovacuum is off (as on the
 * machines CI runs on), they piled up run after run and slowed every later run's migrations. They
 * are vacuumed here when the server will not.
 */
export default function setup() {
	const url = process.env.DATABASE_URL;
	if (!url) return;
	return async () => {
		const client = new pg.Client({ connectionString: url });
		await client.connect();
		try {
			const { rows } = await client.query<{ autovacuum: string }>('SHOW autovacuum');
			if (rows[0]?.autovacuum === 'on') return;
			const started = Date.now();
			await client.query(
				`VACUUM ${CHURNED_CATALOGS.map((name) => `pg_catalog.${name}`).join(', ')}`,
			);
			console.info(
				`PostgreSQL has autovacuum off: the suite's dead catalog rows vacuumed in ${Date.now() - started} ms`,
			);
		} finally {
			await client.end();
		}
	};
}
