import type { Db } from './types';

/** A query whose values are placeholders, run with the values of one request. */
interface Statement<Result> {
	execute(values: Record<string, unknown>): Promise<Result>;
}

/** A drizzle query built over placeholders: run as it is, or prepared under a name. */
interface Preparable<Result> extends Statement<Result> {
	prepare(name: string): Statement<Result>;
}

/**
 * Shapes beyond this many (list filter combinations nobody foresaw) are built for each request and
 * sent unnamed, so that no connection holds an unbounded number of statements.
 */
const MAX_SHAPES = 256;

/** The statement name of each shape: the same on every database, one text per name. */
const names = new Map<string, string>();
const prepared = new WeakMap<Db, Map<string, Statement<unknown>>>();

function nameOf(shape: string): string | undefined {
	let name = names.get(shape);
	if (!name && names.size < MAX_SHAPES) {
		name = `kpy_stmt_${names.size + 1}`;
		names.set(shape, name);
	}
	return name;
}

/**
 * Runs the query of `shape` (a text naming everything its SQL depends on) with `values` for its
 * placeholders. Its SQL is built once per shape and database and prepared under a name, so a page
 * of a new filter combination, or a signed-in request's session, costs no query building;
 * PostgreSQL still plans each run for its values (`plan_cache_mode`, src/server/db/client.ts).
 */
export function runPrepared<Result>(
	db: Db,
	shape: string,
	build: () => Preparable<Result>,
	values: Record<string, unknown>,
): Promise<Result> {
	let statements = prepared.get(db);
	if (!statements) {
		statements = new Map();
		prepared.set(db, statements);
	}
	let statement = statements.get(shape) as Statement<Result> | undefined;
	if (!statement) {
		const name = nameOf(shape);
		if (!name) return build().execute(values);
		statement = build().prepare(name);
		statements.set(shape, statement);
	}
	return statement.execute(values);
}
