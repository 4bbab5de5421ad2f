import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DbHandle } from '../../src/server/db/client';
import { activities, organisations } from '../../src/server/db/schema';
import type { TestApi, TestLogin } from './helpers/api';
import { uniqueMobile } from './helpers/builders';
import { filledTemplate, importForm, importRow } from './helpers/import-files';
import { openTestApi } from './helpers/open-test-api';

/** Bulk publishing publishes as the publish form does: the organisation chosen, else the only one. */
let handle: DbHandle;
let api: TestApi;
let template: ArrayBuffer;

beforeAll(async () => {
	({ handle, api } = await openTestApi());
	const someone = await api.login(uniqueMobile());
	const answer = await api.call(
		'/activity/getImportTemplate',
		{},
		{ method: 'GET', auth: someone },
	);
	template = answer.file as ArrayBuffer;
});
afterAll(async () => handle.close());

async function upload(
	auth: TestLogin,
	titles: string[],
	organisationId?: number,
	organizer?: string,
) {
	const rows = titles.map((title, n) =>
		importRow({ 活动标题: title, ...(organizer ? { 主办单位: `${organizer}${n % 2}` } : {}) }),
	);
	const body = importForm(await filledTemplate(template, rows), undefined, organisationId);
	return api.call('/activity/importActivities', {}, { auth, raw: { body, type: '' } });
}

async function organisationsOf(answer: { data: { activities: { id: number }[] } }) {
	const ids = answer.data.activities.map((item) => item.id);
	const rows = await handle.db
		.select({ organisationId: activities.organisationId, name: organisations.name })
		.from(activities)
		.leftJoin(organisations, eq(organisations.id, activities.organisationId))
		.where(inArray(activities.id, ids))
		.orderBy(asc(activities.id));
	return rows;
}

async function newOrganisation(owner: TestLogin, name: string): Promise<number> {
	const answer = await api.call(
		'/organisation/addOrganisation',
		{ name, type: 'school', province_code: '110000' },
		{ auth: owner },
	);
	expect(answer.msg).toBe('');
	return answer.data.id;
}

describe('importActivities and organisations', () => {
	test('the person’s only organisation publishes the file, as the form preselects it', async () => {
		const person = await api.login(uniqueMobile());
		const school = await newOrganisation(person, '海淀实验中学');
		const answer = await upload(person, ['化学魔术秀 一', '化学魔术秀 二']);
		expect(answer.data.saved).toBe(2);
		const rows = await organisationsOf(answer);
		expect(rows.map((row) => row.organisationId)).toEqual([school, school]);
	});

	test('one of several is chosen; one the person is not in is refused in Chinese, nothing saved', async () => {
		const person = await api.login(uniqueMobile());
		await newOrganisation(person, '朝阳区少年宫');
		const museum = await newOrganisation(person, '朝阳区科技馆');
		const other = await api.login(uniqueMobile());
		const foreign = await newOrganisation(other, '别人的单位');

		const refused = await upload(person, ['冒名的一期'], foreign);
		expect(refused).toMatchObject({ code: 100000003, msg: '只能以自己所在的单位发布活动' });
		const none = await handle.db
			.select()
			.from(activities)
			.where(inArray(activities.title, ['冒名的一期']));
		expect(none).toEqual([]);

		const bad = await upload(person, ['编号不对的一期'], 0);
		expect(bad.code).toBe(100000001);
		expect(bad.msg).toContain('发布单位');

		const answer = await upload(person, ['机器人编程 一', '机器人编程 二'], museum);
		expect((await organisationsOf(answer)).map((row) => row.organisationId)).toEqual([
			museum,
			museum,
		]);
	});

	test('without a choice among several or none, each row is its organiser’s own organisation', async () => {
		const person = await api.login(uniqueMobile());
		const answer = await upload(
			person,
			['航模 一', '航模 二', '航模 三'],
			undefined,
			'顺义航模协会',
		);
		expect(answer.data.saved).toBe(3);
		const rows = await organisationsOf(answer);
		expect(rows.map((row) => row.name)).toEqual([
			'顺义航模协会0',
			'顺义航模协会1',
			'顺义航模协会0',
		]);
		expect(rows[0]?.organisationId).toBe(rows[2]?.organisationId);
		expect(rows[0]?.organisationId).not.toBe(rows[1]?.organisationId);
		const mine = await api.call('/organisation/getMyOrganisations', {}, { auth: person });
		expect(mine.data.list.map((row: { role: string }) => row.role)).toEqual(['owner', 'owner']);
	});
});
