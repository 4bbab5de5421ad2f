import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DbHandle } from '../../src/server/db/client';
import { users } from '../../src/server/db/schema';
import { loadActivityPage } from '../../src/server/services/browse/detail-loader';
import { answerIcsFile } from '../../src/server/services/browse/ics-loader';
import { loadResourcePage } from '../../src/server/services/browse/resource-loader';
import type { TestApi, TestLogin } from './helpers/api';
import { activityBody, uniqueMobile } from './helpers/builders';
import { openTestApi } from './helpers/open-test-api';

let handle: DbHandle;
let api: TestApi;
let admin: TestLogin;

beforeAll(async () => {
	({ handle, api } = await openTestApi());
	const adminMobile = uniqueMobile();
	admin = await api.login(adminMobile);
	await handle.db
		.update(users)
		.set({ roles: ['user', 'national_admin'] })
		.where(eq(users.mobile, adminMobile));
});
afterAll(async () => handle.close());

const TOO_BIG = [2_147_483_648, '9999999999', '99999999999999999999'];

/** Every API field that names a row, with the rest of a valid body. */
const ID_FIELDS: [string, string, (id: unknown) => Record<string, unknown>][] = [
	['/activity/getActDetail', 'id', (id) => ({ id })],
	['/activity/getActivityMaterial', 'id', (id) => ({ id })],
	['/activity/activityJoin', 'id', (id) => ({ id })],
	['/activity/activityCollect', 'id', (id) => ({ id })],
	['/activity/activityThumb', 'id', (id) => ({ id })],
	['/activity/activityCancel', 'id', (id) => ({ id })],
	['/activity/activityJoinList', 'id', (id) => ({ id })],
	['/activity/updateActivity', 'id', (id) => activityBody({ id })],
	['/activity/addActivity', 'education_base_id', (id) => activityBody({ education_base_id: id })],
	[
		'/activity/releaseMaterial',
		'id',
		(id) => ({ id, materials: [{ kind: 'link', name: '回放', url: 'https://a.example.cn/' }] }),
	],
	['/activity/getActivityList', 'education_base', (id) => ({ education_base: id })],
	['/resource/getResourceDetail', 'id', (id) => ({ id })],
	['/user/readMessage', 'ids', (id) => ({ ids: [id] })],
	['/admin/reviewActivity', 'id', (id) => ({ id, decision: 'approve' })],
	['/admin/reviewMaterial', 'id', (id) => ({ id, decision: 'approve' })],
	['/admin/removeMaterial', 'id', (id) => ({ id })],
];

describe('ids beyond the integer column', () => {
	test.each(ID_FIELDS)('%s answers 100000001 for a too large %s', async (path, _field, body) => {
		for (const id of TOO_BIG) {
			const result = await api.call(path, body(id), { auth: admin });
			expect(result.status).toBe(200);
			expect(result.code, `${path} ${id}`).toBe(100000001);
			expect(result.msg).toContain('不能大于 2147483647');
		}
	});

	test('paging numbers are bounded too', async () => {
		for (const paging of [{ page: '99999999999' }, { pageSize: 9_999_999_999 }]) {
			const result = await api.call('/activity/getActivityList', paging);
			expect(result.code).toBe(100000001);
		}
	});

	test('pages and files answer 404 (missing) without reaching SQL', async () => {
		const origin = 'http://localhost:4321';
		for (const id of ['9999999999', '2147483648', '0', '00']) {
			expect((await answerIcsFile(handle.db, `${id}.ics`, origin)).status).toBe(404);
			expect((await loadActivityPage(handle.db, id, null, 'anonymous-visitor')).kind).toBe(
				'missing',
			);
			expect(await loadResourcePage(handle.db, id)).toBeNull();
		}
	});

	test('the ics file of a public activity is still served', async () => {
		const added = await api.call('/activity/addActivity', activityBody(), { auth: admin });
		const origin = 'https://www.portal.example';
		const answer = await answerIcsFile(handle.db, `${added.data.id}.ics`, origin);
		expect(answer.status).toBe(200);
		const text = await answer.text();
		expect(text).toContain('BEGIN:VEVENT');
		expect(text).toContain(`URL:${origin}/detail-page?id=${added.data.id}`);
	});
});
