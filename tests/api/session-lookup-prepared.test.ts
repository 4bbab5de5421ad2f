import { afterAll, beforeAll, expect, test } from 'vitest';
import { lookupSession } from '../../src/server/auth/sessions';
import type { DbHandle } from '../../src/server/db/client';
import type { TestApi } from './helpers/api';
import { uniqueMobile } from './helpers/builders';
import { openTestApi } from './helpers/open-test-api';

let handle: DbHandle;
let api: TestApi;

beforeAll(async () => {
	({ handle, api } = await openTestApi());
});
afterAll(async () => handle.close());

/**
 * Every signed-in request looks its session up: the lookup's SQL is built once per database and
 * then only run (prepared-statements.ts), here counted on the query builder it would be built with.
 */
test('a session lookup builds its query once per database and answers each token’s session', async () => {
	const first = await api.login(uniqueMobile());
	const second = await api.login(uniqueMobile());
	const warm = await lookupSession(handle.db, second.token, new Date());
	expect(warm.status).toBe('ok');
	const db = handle.db as unknown as { select: (...args: unknown[]) => unknown };
	const select = db.select.bind(db);
	let built = 0;
	db.select = (...args) => {
		built += 1;
		return select(...args);
	};
	try {
		const now = new Date();
		const answers = [
			await lookupSession(handle.db, first.token, now),
			await lookupSession(handle.db, second.token, now),
			await lookupSession(handle.db, first.token, now),
		];
		expect(answers.map((answer) => answer.status === 'ok' && answer.session.userId)).toEqual([
			first.uid,
			second.uid,
			first.uid,
		]);
		expect(await lookupSession(handle.db, 'f'.repeat(64), now)).toEqual({ status: 'missing' });
		expect(built).toBe(0);
	} finally {
		db.select = select;
	}
});
