import { eq } from 'drizzle-orm';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DbHandle } from '../../src/server/db/client';
import { auditLog, joins } from '../../src/server/db/schema';
import type { TestApi, TestLogin } from './helpers/api';
import { activityBody, uniqueMobile } from './helpers/builders';
import { openTestApi } from './helpers/open-test-api';

/** 下载我的数据 (POST /user/exportMyData): a ZIP of JSON and CSV with all the person's data. */

let handle: DbHandle;
let api: TestApi;
let owner: TestLogin;

beforeAll(async () => {
	({ handle, api } = await openTestApi());
	owner = await api.login(uniqueMobile());
});
afterAll(async () => handle.close());

async function exportFor(auth: TestLogin) {
	const response = await api.send('/user/exportMyData', {}, { auth });
	return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
}

describe('downloading my data', () => {
	test('gives a ZIP whose JSON and CSV hold every section and no session token', async () => {
		const mobile = uniqueMobile();
		const person = await api.login(mobile);
		const fields = ['name', 'mobile', 'organization'];
		const joined = await api.call(
			'/activity/addActivity',
			activityBody({ title: '导出测试报名活动', capacity: 1, registration_fields: fields }),
			{ auth: owner },
		);
		const details = { name: '导出测试人', mobile, organization: '导出测试单位' };
		const join = { id: joined.data.id, agree: 1, ...details };
		expect((await api.call('/activity/activityJoin', join, { auth: person })).code).toBe(0);
		await handle.db
			.update(joins)
			.set({ checkedInAt: new Date('2026-03-02T02:00:00Z') })
			.where(eq(joins.userId, person.uid));
		const full = await api.call(
			'/activity/addActivity',
			activityBody({ title: '导出测试候补活动', capacity: 1 }),
			{ auth: owner },
		);
		const other = await api.login(uniqueMobile());
		expect(
			(await api.call('/activity/activityJoin', { id: full.data.id, agree: 1 }, { auth: other }))
				.code,
		).toBe(0);
		const queued = await api.call(
			'/activity/waitlistJoin',
			{ id: full.data.id, agree: 1 },
			{ auth: person },
		);
		expect(queued.code, queued.msg).toBe(0);
		const own = activityBody({ title: '导出测试我发布的活动' });
		expect((await api.call('/activity/addActivity', own, { auth: person })).code).toBe(0);

		const { response, bytes } = await exportFor(person);
		expect(response.status).toBe(200);
		expect(response.headers.get('content-type')).toBe('application/zip');
		expect(response.headers.get('content-disposition')).toMatch(/filename\*=UTF-8''my-data-/);
		const zip = await JSZip.loadAsync(bytes);
		const names = Object.keys(zip.files).sort();
		const sections = ['account', 'activities', 'checkins', 'consents', 'materials', 'messages'];
		const csvs = [...sections, 'registrations', 'sessions', 'waitlist'].map(
			(name) => `${name}.csv`,
		);
		expect(names).toEqual(['README.txt', ...csvs, 'my-data.json'].sort());
		const json = JSON.parse((await zip.file('my-data.json')?.async('string')) ?? '{}');
		expect(json.account).toEqual([expect.objectContaining({ id: person.uid, mobile })]);
		expect(json.registrations).toEqual([
			expect.objectContaining({ activity_title: '导出测试报名活动', ...details }),
		]);
		expect(json.checkins).toEqual([expect.objectContaining({ activity_id: joined.data.id })]);
		expect(json.waitlist).toEqual([
			expect.objectContaining({ activity_title: '导出测试候补活动' }),
		]);
		expect(json.activities).toEqual([expect.objectContaining({ title: '导出测试我发布的活动' })]);
		expect(json.consents.length).toBeGreaterThanOrEqual(2);
		expect(json.sessions).toHaveLength(1);
		const everything = JSON.stringify(json);
		expect(everything).not.toContain(person.token);
		expect(everything).not.toContain('token_hash');
		const csv = (await zip.file('registrations.csv')?.async('string')) ?? '';
		expect(csv.split('\r\n')[1]).toContain('导出测试人');
		expect(csv.split('\r\n')[0]).toContain('activity_title');
		const [entry] = await handle.db
			.select()
			.from(auditLog)
			.where(eq(auditLog.action, 'account.export'));
		expect(entry).toMatchObject({ actorId: person.uid, targetId: String(person.uid) });
	});

	test('holds nothing of anyone else, and is refused past five an hour or without a session', async () => {
		const person = await api.login(uniqueMobile());
		const first = await exportFor(person);
		const zip = await JSZip.loadAsync(first.bytes);
		const json = JSON.parse((await zip.file('my-data.json')?.async('string')) ?? '{}');
		expect(json.registrations).toEqual([]);
		expect(json.account).toHaveLength(1);
		for (let round = 1; round < 5; round += 1) {
			expect((await exportFor(person)).response.status).toBe(200);
		}
		const refused = await api.call('/user/exportMyData', {}, { auth: person });
		expect(refused).toMatchObject({ status: 429 });
		expect((await api.call('/user/exportMyData', {})).code).toBe(100000009);
	});
});
