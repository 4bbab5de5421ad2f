import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DbHandle } from '../../src/server/db/client';
import { activities } from '../../src/server/db/schema';
import type { TestApi, TestLogin } from './helpers/api';
import { activityBody, uniqueMobile } from './helpers/builders';
import { openTestApi } from './helpers/open-test-api';

/**
 * What members do across organisations: 我发布的 lists the activities of one's organisations, an
 * activity moves to another organisation only by someone of both, and a 负责人 withdraws an
 * invitation.
 */
let handle: DbHandle;
let api: TestApi;
let lead: TestLogin;
let member: TestLogin;
let memberMobile: string;
let inviteeMobile: string;

const call = (path: string, body: Record<string, unknown>, auth?: TestLogin) =>
	api.call(path, body, auth ? { auth } : {});

async function ok(path: string, body: Record<string, unknown>, auth?: TestLogin) {
	const answer = await call(path, body, auth);
	expect(answer.code, `${path}: ${answer.msg}`).toBe(0);
	return answer.data;
}

async function newOrganisation(name: string, owner: TestLogin): Promise<number> {
	const body = { name, type: 'museum', province_code: '110000' };
	return (await ok('/organisation/addOrganisation', body, owner)).id;
}

/** Invites `mobile` to the organisation and has `person` accept it. */
async function join(organisationId: number, mobile: string, person: TestLogin, role = 'member') {
	await ok('/organisation/inviteMember', { organisation_id: organisationId, mobile, role }, lead);
	const { invitations } = await ok('/organisation/getMyOrganisations', {}, person);
	const invitation = invitations.find(
		(row: { organisation: { id: number } }) => row.organisation.id === organisationId,
	);
	await ok('/organisation/answerInvitation', { invitation_id: invitation.id }, person);
}

async function organisationOf(id: number) {
	const [row] = await handle.db
		.select({ organisationId: activities.organisationId })
		.from(activities)
		.where(eq(activities.id, id));
	return row?.organisationId;
}

const published = (who: TestLogin) =>
	ok('/user/getUserActivityList', { tab: 'publish', pageSize: 50 }, who);

beforeAll(async () => {
	({ handle, api } = await openTestApi());
	memberMobile = uniqueMobile();
	lead = await api.login(uniqueMobile());
	member = await api.login(memberMobile);
	inviteeMobile = uniqueMobile();
}, 120_000);
afterAll(async () => handle?.close());

describe('activities of organisations', () => {
	test('我发布的 lists the activities of the organisations one belongs to, marked with the organisation', async () => {
		const science = await newOrganisation('朝阳区科技馆', lead);
		await join(science, memberMobile, member);
		const id = (
			await ok(
				'/activity/addActivity',
				activityBody({ title: '星空观测夜', organisation_id: science }),
				lead,
			)
		).id;
		const own = (
			await ok('/activity/addActivity', activityBody({ title: '成员自己的讲座' }), member)
		).id;

		const listed = await published(member);
		const row = listed.items.find((item: { id: number }) => item.id === id);
		expect(row.organisation).toEqual({
			id: science,
			name: '朝阳区科技馆',
			by_me: false,
			role: 'member',
		});
		const mine = listed.items.find((item: { id: number }) => item.id === own);
		expect(mine.organisation).toMatchObject({ name: '东城区科学技术协会', by_me: true });
		expect(listed.total).toBe(2);
		expect((await ok('/user/getUserActMsg', {}, member)).publish_count).toBe(2);
		expect((await published(lead)).items.map((item: { id: number }) => item.id)).toEqual([id]);

		await ok('/organisation/leave', { organisation_id: science }, member);
		const after = await published(member);
		expect(after.items.map((item: { id: number }) => item.id)).toEqual([own]);
	});

	test('an activity moves to another organisation only by someone of both, refused in Chinese otherwise', async () => {
		const first = await newOrganisation('海淀区少年宫', lead);
		const second = await newOrganisation('海淀区科学技术协会', lead);
		await join(first, memberMobile, member);
		const body = activityBody({ title: '科学实验秀', organisation_id: first });
		const id = (await ok('/activity/addActivity', body, lead)).id;

		const refused = await call(
			'/activity/updateActivity',
			{ ...body, id, title: '科学实验秀（改）', organisation_id: second },
			member,
		);
		expect(refused).toMatchObject({
			code: 100000003,
			msg: '发布单位：只有同时是两个单位成员的人才能把活动移到另一个单位，您不是「海淀区科学技术协会」的成员',
		});
		expect(await organisationOf(id)).toBe(first);
		const [kept] = await handle.db
			.select({ title: activities.title })
			.from(activities)
			.where(eq(activities.id, id));
		expect(kept?.title).toBe('科学实验秀');

		const unknown = await call(
			'/activity/updateActivity',
			{ ...body, id, organisation_id: 999999 },
			lead,
		);
		expect(unknown).toMatchObject({ code: 100000002, msg: '单位不存在' });

		await ok('/activity/updateActivity', { ...body, id, organisation_id: first }, member);
		expect(await organisationOf(id)).toBe(first);
		await ok('/activity/updateActivity', { ...body, id, organisation_id: second }, lead);
		expect(await organisationOf(id)).toBe(second);
		const detail = await ok('/activity/getActDetail', { id }, lead);
		expect(detail.organisation).toEqual({ id: second, name: '海淀区科学技术协会' });
		// Now of an organisation the member is not in: neither theirs to edit nor to move back.
		const gone = await call(
			'/activity/updateActivity',
			{ ...body, id, organisation_id: first },
			member,
		);
		expect(gone.code).toBe(100000003);
		expect(await organisationOf(id)).toBe(second);
	});

	test('a 负责人 withdraws an invitation; the invited number no longer sees or accepts it', async () => {
		const organisationId = await newOrganisation('西城区青少年科技馆', lead);
		await join(organisationId, memberMobile, member);
		const { id } = await ok(
			'/organisation/inviteMember',
			{ organisation_id: organisationId, mobile: inviteeMobile },
			lead,
		);
		const invitee = await api.login(inviteeMobile);
		expect((await ok('/organisation/getMyOrganisations', {}, invitee)).invitations).toHaveLength(1);

		const byMember = await call('/organisation/withdrawInvitation', { invitation_id: id }, member);
		expect(byMember).toMatchObject({
			code: 100000003,
			msg: '只有单位负责人可以邀请、撤回邀请或移除成员',
		});
		const byInvitee = await call(
			'/organisation/withdrawInvitation',
			{ invitation_id: id },
			invitee,
		);
		expect(byInvitee.code).toBe(100000003);

		await ok('/organisation/withdrawInvitation', { invitation_id: id }, lead);
		expect((await ok('/organisation/getMyOrganisations', {}, invitee)).invitations).toEqual([]);
		const members = await ok('/organisation/getMembers', { organisation_id: organisationId }, lead);
		expect(members.invitations).toEqual([]);
		const accept = await call('/organisation/answerInvitation', { invitation_id: id }, invitee);
		expect(accept).toMatchObject({ code: 100000002, msg: '邀请不存在或已处理' });
		const again = await call('/organisation/withdrawInvitation', { invitation_id: id }, lead);
		expect(again).toMatchObject({ code: 100000002, msg: '邀请不存在或已处理' });
	});
});
