import { afterAll, beforeAll, expect, test } from 'vitest';
import { ROUTES } from '../../src/server/api/routes';
import type { DbHandle } from '../../src/server/db/client';
import { createRandom } from '../../src/server/db/seed/random';
import type { TestApi, TestLogin } from './helpers/api';
import { openTestApiWithUser } from './helpers/open-test-api';

let handle: DbHandle;
let api: TestApi;
let user: TestLogin;

beforeAll(async () => {
	({ handle, api, user } = await openTestApiWithUser());
});
afterAll(async () => handle.close());

const KEYS = [
	'id',
	'page',
	'pageSize',
	'mobile',
	'code',
	'app_token',
	'title',
	'start_time',
	'end_time',
	'mode',
	'province_code',
	'city_code',
	'district_code',
	'audiences',
	'lh_type',
	'education_base_id',
	'capacity',
	'month',
	'start_date',
	'end_date',
	'keyword',
	'audience',
	'education_base',
	'phase',
	'sort',
	'state',
	'tab',
	'status',
	'materials',
	'decision',
	'reason',
	'ids',
	'parent_code',
	'position',
	'type',
	'limit',
	'cover',
	'online_url',
	'content',
	'organizer',
	'venue',
];
const VALUES: unknown[] = [
	0,
	-1,
	1,
	2.5,
	1e308,
	-0,
	'',
	' ',
	'a',
	'0000-01-01',
	'9999-12-31 23:59:59',
	'2025-02-29',
	'1'.repeat(13),
	'1'.repeat(10),
	'9'.repeat(30),
	'%',
	'_',
	'\\',
	"'",
	'"',
	'<b>',
	'\ud800',
	'😀',
	[],
	[1],
	['x'],
	[[1]],
	{},
	{ a: 1 },
	null,
	true,
	false,
	'[1,2]',
	'{"a":1}',
	'[{"kind":"link","name":"n","url":"http://x"}]',
	'offline',
	'approve',
	'reject',
	'video',
	'440000',
	'440100',
	'110100',
	'2025-09',
	'2099-12',
];
/** Seeded, so a failure reproduces; the failing path and body are printed. */
const random = createRandom(20251001);

test('twelve rounds of random fields on every endpoint, as JSON and as forms, never give a 5xx', async () => {
	const failures: string[] = [];
	for (let round = 0; round < 12; round += 1) {
		for (const path of Object.keys(ROUTES)) {
			if (path === '/account/loginout' || path === '/upload/uploadFile') continue;
			const body: Record<string, unknown> = {};
			for (let k = 0; k < random.int(1, 6); k += 1) body[random.pick(KEYS)] = random.pick(VALUES);
			const result = await api.call(path, body, {
				auth: user,
				as: random.next() < 0.5 ? 'json' : 'form',
				ip: `10.${round}.${random.int(0, 250)}.1`,
			});
			if (result.status >= 500) failures.push(`${path} ${JSON.stringify(body)} → ${result.msg}`);
		}
	}
	expect(failures).toEqual([]);
});
