import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DbHandle } from '../../src/server/db/client';
import { activities } from '../../src/server/db/schema';
import type { TestApi, TestLogin } from './helpers/api';
import { activityBody, uniqueMobile } from './helpers/builders';
import { openTestApi } from './helpers/open-test-api';

let handle: DbHandle;
let api: TestApi;
let lead: TestLogin;
let secondMobile: string;
let second: TestLogin;
let stranger: TestLogin;
let joiner: TestLogin;
let third: TestLogin;
let organisationId: number;
let activityId: number;

const call = (path: string, body: Record<string, unknown>, auth?: TestLogin) =>
	api.call(path, body, auth ? { auth } : {});

async function ok(path: string, body: Record<string, unknown>, auth?: TestLogin) {
	const answer = await call(path, body, auth);
	expect(answer.code, `${path}: ${answer.msg}`).toBe(0);
	return answer.data;
}

beforeAll(async () => {
	({ handle, api } = await openTestApi());
	lead = await api.login(uniqueMobile());
	stranger = await api.login(uniqueMobile());
	joiner = await api.login(uniqueMobile());
	secondMobile = uniqueMobile();
}, 120_000);
afterAll(async () => handle?.close());

describe('organisations', () => {
	test('bad input is refused in Chinese naming the field', async () => {
		const noName = await call('/organisation/addOrganisation', { type: 'school' }, lead);
		expect(noName.code).toBe(100000001);
		expect(noName.msg).toContain('单位名称');
		const badType = await call(
			'/organisation/addOrganisation',
			{ name: '第一中学', type: 'club', province_code: '110000' },
			lead,
		);
		expect(badType.msg).toContain('单位类型');
		const badRegion = await call(
			'/organisation/addOrganisation',
			{ name: '第一中学', type: 'school', province_code: '110000', city_code: '440100' },
			lead,
		);
		expect(badRegion.msg).toContain('城市');
		const badMobile = await call(
			'/organisation/inviteMember',
			{ organisation_id: 1, mobile: '123' },
			lead,
		);
		expect(badMobile.msg).toContain('手机号');
	});

	test('a 负责人 creates one and invites a number that has no account yet', async () => {
		organisationId = (
			await ok(
				'/organisation/addOrganisation',
				{
					name: '北京市第一中学',
					type: 'school',
					province_code: '110000',
					city_code: '110100',
					district_code: '110101',
				},
				lead,
			)
		).id;
		const mine = await ok('/organisation/getMyOrganisations', {}, lead);
		expect(mine.list).toEqual([
			expect.objectContaining({
				id: organisationId,
				type_name: '学校',
				role: 'owner',
				role_name: '负责人',
				city_name: '北京市',
			}),
		]);
		await ok(
			'/organisation/inviteMember',
			{ organisation_id: organisationId, mobile: secondMobile },
			lead,
		);
		const refused = await call(
			'/organisation/inviteMember',
			{ organisation_id: organisationId, mobile: uniqueMobile() },
			stranger,
		);
		expect(refused).toMatchObject({
			code: 100000003,
			msg: '只有单位负责人可以邀请、撤回邀请或移除成员',
		});
	});

	test('the invited person sees the invitation once signed in and accepts it', async () => {
		second = await api.login(secondMobile);
		const mine = await ok('/organisation/getMyOrganisations', {}, second);
		expect(mine.list).toEqual([]);
		expect(mine.invitations).toHaveLength(1);
		const invitation = mine.invitations[0];
		expect(invitation.organisation.name).toBe('北京市第一中学');
		const notMine = await call(
			'/organisation/answerInvitation',
			{ invitation_id: invitation.id },
			stranger,
		);
		expect(notMine.code).toBe(100000002);
		await ok('/organisation/answerInvitation', { invitation_id: invitation.id, accept: 1 }, second);
		const members = await ok(
			'/organisation/getMembers',
			{ organisation_id: organisationId },
			second,
		);
		expect(members.list.map((m: { role: string }) => m.role)).toEqual(['member', 'owner']);
		expect(members.invitations).toEqual([]);
		const outsider = await call(
			'/organisation/getMembers',
			{ organisation_id: organisationId },
			stranger,
		);
		expect(outsider.code).toBe(100000003);
	});

	test('publishing as an organisation one does not belong to is refused', async () => {
		const refused = await call(
			'/activity/addActivity',
			activityBody({ title: '冒名活动', organisation_id: organisationId }),
			stranger,
		);
		expect(refused).toMatchObject({ code: 100000003, msg: '只能以自己所在的单位发布活动' });
	});

	test('the lead publishes as the organisation; the second member edits it and checks people in', async () => {
		activityId = (
			await ok(
				'/activity/addActivity',
				activityBody({ title: '单位科普讲座', organisation_id: organisationId }),
				lead,
			)
		).id;
		const detail = await ok('/activity/getActDetail', { id: activityId }, second);
		expect(detail.organisation).toEqual({ id: organisationId, name: '北京市第一中学' });
		expect(detail.is_owner).toBe(true);
		await ok(
			'/activity/updateActivity',
			activityBody({
				id: activityId,
				title: '单位科普讲座（修改）',
				organisation_id: organisationId,
			}),
			second,
		);
		const strangerEdit = await call(
			'/activity/updateActivity',
			activityBody({ id: activityId, title: '他人修改' }),
			stranger,
		);
		expect(strangerEdit.code).not.toBe(0);
		await ok('/activity/activityJoin', { id: activityId, agree: 1 }, joiner);
		const [row] = await handle.db.select().from(activities).where(eq(activities.id, activityId));
		expect(row?.title).toBe('单位科普讲座（修改）');
		api.setNow(new Date((row?.startAt.getTime() ?? 0) - 3_600_000));
		const pass = (await ok('/activity/getCheckinInfo', { id: activityId }, joiner)).pass;
		const participants = await ok('/activity/getParticipantList', { id: activityId }, second);
		expect(participants.total).toBe(1);
		const checked = await ok(
			'/activity/activityCheckin',
			{ id: activityId, payload: pass.payload },
			second,
		);
		expect(checked.already).toBe(false);
		const strangerCheck = await call(
			'/activity/activityCheckin',
			{ id: activityId, payload: pass.payload },
			stranger,
		);
		expect(strangerCheck.code).toBe(100000003);
		api.setNow(undefined);
	});

	test('the organisation page lists its public activities for everyone, all of them for members', async () => {
		const pub = await ok('/organisation/getOrganisationDetail', { id: organisationId });
		expect(pub.organisation).toMatchObject({ name: '北京市第一中学', member_count: 2 });
		expect(pub.is_member).toBe(false);
		const member = await ok('/organisation/getOrganisationDetail', { id: organisationId }, second);
		expect(member.is_member).toBe(true);
		expect(member.list.map((a: { id: number }) => a.id)).toContain(activityId);
		const status = member.list.find((a: { id: number }) => a.id === activityId)?.status;
		expect(pub.list.some((a: { id: number }) => a.id === activityId)).toBe(status === 'approved');
	});

	test('the last 负责人 cannot leave; after handing over, leaving keeps the activities', async () => {
		const refused = await call('/organisation/leave', { organisation_id: organisationId }, lead);
		expect(refused.msg).toBe('您是该单位唯一的负责人，请先邀请另一位负责人再退出');
		const again = await call(
			'/organisation/inviteMember',
			{ organisation_id: organisationId, mobile: secondMobile, role: 'owner' },
			lead,
		);
		expect(again.msg).toContain('已是本单位成员');
		// A second 负责人 joins, then the first leaves.
		const thirdMobile = uniqueMobile();
		await ok(
			'/organisation/inviteMember',
			{ organisation_id: organisationId, mobile: thirdMobile, role: 'owner' },
			lead,
		);
		third = await api.login(thirdMobile);
		const [invitation] = (await ok('/organisation/getMyOrganisations', {}, third)).invitations;
		await ok('/organisation/answerInvitation', { invitation_id: invitation.id }, third);
		await ok('/organisation/leave', { organisation_id: organisationId }, lead);
		expect((await ok('/organisation/getMyOrganisations', {}, lead)).list).toEqual([]);
		const [row] = await handle.db.select().from(activities).where(eq(activities.id, activityId));
		expect(row?.organisationId).toBe(organisationId);
		// The one who left no longer edits what they published there; the members still do.
		const leftEdit = await call(
			'/activity/updateActivity',
			activityBody({ id: activityId, title: '离开后修改' }),
			lead,
		);
		expect(leftEdit.code).not.toBe(0);
		await ok(
			'/activity/updateActivity',
			activityBody({ id: activityId, title: '成员继续修改' }),
			second,
		);
	});

	test('a 负责人 removes a member; the member then is refused and the activities stay', async () => {
		const byMember = await call(
			'/organisation/removeMember',
			{ organisation_id: organisationId, user_id: third.uid },
			second,
		);
		expect(byMember).toMatchObject({
			code: 100000003,
			msg: '只有单位负责人可以邀请、撤回邀请或移除成员',
		});
		const lastOwner = await call(
			'/organisation/removeMember',
			{ organisation_id: organisationId, user_id: third.uid },
			third,
		);
		expect(lastOwner.msg).toBe('您是该单位唯一的负责人，请先邀请另一位负责人再退出');
		await ok(
			'/organisation/removeMember',
			{ organisation_id: organisationId, user_id: second.uid },
			third,
		);
		const removedEdit = await call(
			'/activity/updateActivity',
			activityBody({ id: activityId, title: '移除后修改' }),
			second,
		);
		expect(removedEdit.code).not.toBe(0);
		const [row] = await handle.db.select().from(activities).where(eq(activities.id, activityId));
		expect(row).toMatchObject({ organisationId, title: '成员继续修改' });
		await ok(
			'/activity/updateActivity',
			activityBody({ id: activityId, title: '负责人修改' }),
			third,
		);
	});

	test('publishing without a choice makes the publisher a one-person organisation of the organiser name', async () => {
		const solo = await api.login(uniqueMobile());
		const first = await ok(
			'/activity/addActivity',
			activityBody({ title: '个人活动一', organizer: '星光科普社' }),
			solo,
		);
		const again = await ok(
			'/activity/addActivity',
			activityBody({ title: '个人活动二', organizer: '星光科普社' }),
			solo,
		);
		const rows = await handle.db.select().from(activities).where(eq(activities.ownerId, solo.uid));
		expect(rows.map((r) => r.organisationId)).toEqual([
			rows[0]?.organisationId,
			rows[0]?.organisationId,
		]);
		expect([first.id, again.id]).toHaveLength(2);
		const mine = await ok('/organisation/getMyOrganisations', {}, solo);
		expect(mine.list).toEqual([expect.objectContaining({ name: '星光科普社', role: 'owner' })]);
	});
});
