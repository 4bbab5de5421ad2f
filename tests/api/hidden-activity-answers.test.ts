import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { formatShortCode } from '../../src/lib/checkin/short-code';
import type { DbHandle } from '../../src/server/db/client';
import { activities, joins } from '../../src/server/db/schema';
import { getCheckinKey } from '../../src/server/services/checkin/checkin-key';
import { shortCodeOf } from '../../src/server/services/checkin/checkin-token';
import { loadCheckinStation } from '../../src/server/services/checkin/station-loader';
import { loadParticipantsPage } from '../../src/server/services/participants/page-loader';
import { loginAdmin } from './helpers/admin';
import type { TestApi, TestLogin } from './helpers/api';
import { activityBody, uniqueMobile } from './helpers/builders';
import { openTestApi } from './helpers/open-test-api';

/**
 * A pending or rejected activity answers a stranger exactly as an id that does not exist, on every
 * endpoint that names an activity; its organiser, admins and its joiners still reach it.
 */

let handle: DbHandle;
let api: TestApi;
let owner: TestLogin;
let admin: TestLogin;
let joiner: TestLogin;
let stranger: TestLogin;
let code: string;
const hidden: Record<'pending' | 'rejected', number> = { pending: 0, rejected: 0 };
const UNKNOWN = 2_000_000_000;

beforeAll(async () => {
	({ handle, api } = await openTestApi());
	[owner, joiner, stranger] = [
		await api.login(uniqueMobile()),
		await api.login(uniqueMobile()),
		await api.login(uniqueMobile()),
	];
	admin = await loginAdmin(api, handle.db);
	const key = await getCheckinKey(handle.db, api.config);
	for (const status of ['pending', 'rejected'] as const) {
		const body = activityBody({ title: `隐藏的活动 ${status}` });
		const added = await api.call('/activity/addActivity', body, { auth: owner });
		const id = added.data.id as number;
		expect(
			(await api.call('/activity/activityJoin', { id, agree: 1 }, { auth: joiner })).code,
		).toBe(0);
		await handle.db.update(activities).set({ status }).where(eq(activities.id, id));
		hidden[status] = id;
		const [seat] = await handle.db.select().from(joins).where(eq(joins.activityId, id));
		code = formatShortCode(shortCodeOf(key, seat?.id ?? 0));
	}
});
afterAll(async () => handle.close());

/** What a stranger may send about activity `id`. */
const requests: [string, (id: number) => Record<string, unknown>][] = [
	['/activity/getCheckinInfo', (id) => ({ id })],
	['/activity/activityCheckin', (id) => ({ id, code })],
	['/activity/getParticipantList', (id) => ({ id })],
	['/activity/exportParticipantList', (id) => ({ id, format: 'csv' })],
	['/activity/getActivityViews', (id) => ({ id })],
	['/activity/activityJoinList', (id) => ({ id })],
	['/activity/activityCancel', (id) => ({ id })],
	['/activity/updateActivity', (id) => ({ ...activityBody(), id })],
	[
		'/activity/releaseMaterial',
		(id) => ({ id, materials: [{ kind: 'link', name: '讲义', url: 'https://example.cn/a' }] }),
	],
	['/activity/getRegistration', (id) => ({ id })],
];

describe.each(['pending', 'rejected'] as const)('a %s activity, to a stranger', (status) => {
	test.each(requests)('%s answers as for an unknown id', async (path, body) => {
		const answer = await api.call(path, body(hidden[status]), { auth: stranger });
		const unknown = await api.call(path, body(UNKNOWN), { auth: stranger });
		expect(unknown.code).toBe(100000002);
		expect([answer.status, answer.code, answer.msg]).toEqual([
			unknown.status,
			unknown.code,
			unknown.msg,
		]);
	});

	test('the check-in and participant pages are missing, as for an unknown id', async () => {
		const session = { token: 't', userId: stranger.uid, roles: ['user'], adminRegion: '' };
		for (const load of [loadCheckinStation, loadParticipantsPage]) {
			expect(await load(handle.db, String(hidden[status]), session)).toEqual({ kind: 'missing' });
		}
	});

	test('its organiser and admins still get the figures, its joiner the pass', async () => {
		const id = hidden[status];
		for (const auth of [owner, admin]) {
			const info = await api.call('/activity/getCheckinInfo', { id }, { auth });
			expect(info.data.stats).toMatchObject({ activity_id: id, join_count: 1 });
		}
		const mine = await api.call('/activity/getCheckinInfo', { id }, { auth: joiner });
		expect(mine.data.pass).toMatchObject({ activity_id: id });
	});
});

test('a public activity still refuses a stranger as forbidden', async () => {
	const body = activityBody({ title: '公开的活动' });
	const added = await api.call('/activity/addActivity', body, { auth: owner });
	const answer = await api.call(
		'/activity/getParticipantList',
		{ id: added.data.id },
		{ auth: stranger },
	);
	expect(answer.code).toBe(100000003);
});
