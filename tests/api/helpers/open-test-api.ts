import type { DbHandle } from '../../../src/server/db/client';
import { createTestApi, type TestApi, type TestLogin } from './api';
import { uniqueMobile } from './builders';
import { createTestDb } from './test-db';

type ApiSettings = Parameters<typeof createTestApi> extends [unknown, ...infer Rest] ? Rest : never;

/** A test file's own database and a test API on it, with createTestApi's settings. */
export async function openTestApi(
	...settings: ApiSettings
): Promise<{ handle: DbHandle; api: TestApi }> {
	const handle = await createTestDb();
	return { handle, api: createTestApi(handle.db, ...settings) };
}

/** openTestApi with one person logged in. */
export async function openTestApiWithUser(
	...settings: ApiSettings
): Promise<{ handle: DbHandle; api: TestApi; user: TestLogin }> {
	const { handle, api } = await openTestApi(...settings);
	return { handle, api, user: await api.login(uniqueMobile()) };
}
