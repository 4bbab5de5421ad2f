import type { APIRoute } from 'astro';
import { sql } from 'drizzle-orm';

const CHECK_TIMEOUT_MS = 2_000;

function withTimeout<T>(work: Promise<T>): Promise<T> {
	return Promise.race([
		work,
		new Promise<never>((_, reject) =>
			setTimeout(() => reject(new Error('timeout')), CHECK_TIMEOUT_MS),
		),
	]);
}

/** Readiness: 200 when the database answers (migrations applied), else 503. */
export const GET: APIRoute = async ({ locals }) => {
	let db = 'up';
	try {
		await withTimeout(locals.runtime.db().then((handle) => handle.execute(sql`SELECT 1`)));
	} catch {
		db = 'down';
	}
	return new Response(
		JSON.stringify({ status: db === 'up' ? 'ok' : 'unavailable', checks: { db } }),
		{
			status: db === 'up' ? 200 : 503,
			headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
		},
	);
};
