import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { normalizeDisplayName } from '../../src/lib/validation/display-name';
import type { DbHandle } from '../../src/server/db/client';
import { users } from '../../src/server/db/schema';
import { CORPUS } from './bad-input/corpus';
import { createTestApi, type TestApi } from './helpers/api';
import { uniqueMobile } from './helpers/builders';
import { createTestDb } from './helpers/test-db';

/**
 * Every string of the bad-input corpus as a display name: never a 5xx, a refusal names 昵称, and an
 * accepted name is stored as normalised (bad-input.test.ts sends each route only a share of it).
 */
let handle: DbHandle;
let api: TestApi;
beforeAll(async () => {
	handle = await createTestDb();
	api = createTestApi(handle.db);
});
afterAll(async () => handle.close());

/** updateUserInfo allows 30 calls a user an hour: a new person every 25 strings. */
const PER_PERSON = 25;

test('each corpus string is refused naming 昵称 or stored normalised', async () => {
	const failures: string[] = [];
	let person = await api.login(uniqueMobile());
	for (const [index, text] of CORPUS.entries()) {
		if (index > 0 && index % PER_PERSON === 0) person = await api.login(uniqueMobile());
		const answer = await api.call(
			'/user/updateUserInfo',
			{ show_name: text },
			{ auth: person, as: index % 2 === 0 ? 'json' : 'form' },
		);
		const shown = JSON.stringify(text).slice(0, 60);
		if (answer.status >= 500) failures.push(`${shown}: HTTP ${answer.status}`);
		else if (answer.code !== 0 && !answer.msg.includes('昵称')) {
			failures.push(`${shown}: ${answer.code} ${answer.msg}`);
		} else if (answer.code === 0) {
			const [row] = await handle.db.select().from(users).where(eq(users.id, person.uid));
			if (row?.showName !== normalizeDisplayName(text)) {
				failures.push(`${shown}: stored ${JSON.stringify(row?.showName)}`);
			}
		}
	}
	expect(failures.slice(0, 30), `${failures.length} of ${CORPUS.length}`).toEqual([]);
}, 300_000);
