import { refuse } from '../domain-error';
import type { Actor } from './actor';
import {
	type ActivityAction,
	isAdminAction,
	may,
	type OrganisationAction,
	type RegionAction,
} from './policy';
import type { ActivityRecord, OrganisationRecord, RegionRecord } from './record';
import { regionFilterOf, scopeName } from './region-scope';

/** The rule a refused person reads, per action; the general 无权操作 for the others. */
const REFUSALS: Partial<Record<ActivityAction, string>> = {
	edit: '只能修改自己或所在单位发布的活动',
	cancel: '只能取消自己发布的活动或所负责单位的活动',
	copy: '只能复制自己或所在单位发布的活动',
	'upload-material': '只能为自己或所在单位发布的活动提交资料',
	'view-participants': '只能查看自己或所在单位发布的活动的报名名单',
	'export-participants': '只能查看自己或所在单位发布的活动的报名名单',
	'check-in': '只有活动所属单位的成员或管理员可以签到',
	'mark-volunteers': '只有活动的发布者或所属单位的成员可以标记志愿者',
	'submit-summary': '只有活动的发布者或所属单位的成员可以提交活动总结',
};

const ORGANISATION_REFUSALS: Record<OrganisationAction, string> = {
	publish: '只能以自己所在的单位发布活动',
	'view-members': '只有本单位的成员可以查看成员名单',
	'manage-members': '只有单位负责人可以邀请、撤回邀请或移除成员',
	'nominate-award': '只有单位所在地区的管理员可以推荐优秀单位',
};

/** The refusal of an admin acting outside their region, naming it. */
function outOfRegion(actor: Actor): Error {
	const scope = regionFilterOf(actor);
	const where = scope ? `（${scopeName(scope)}）` : '';
	return refuse.outOfScope(`超出您的管理区域${where}，无权操作`);
}

/**
 * Refuses unless `may` allows: an admin elsewhere as out of their region; anyone else forbidden for
 * a public activity, and for a hidden one the very answer an unknown id gets, so that refusals never
 * tell hidden ids exist.
 */
export function requireMay(
	actor: Actor | null,
	action: ActivityAction,
	record: ActivityRecord,
): void {
	if (may(actor, action, record)) return;
	if (actor?.adminScopes.length && isAdminAction('activity', action)) throw outOfRegion(actor);
	throw record.isPublic ? refuse.forbidden(REFUSALS[action]) : refuse.notFound();
}

/** Refuses an admin acting on a region outside theirs. */
export function requireRegion(
	actor: Actor | null,
	action: RegionAction,
	region: RegionRecord,
): void {
	if (may(actor, action, region)) return;
	throw actor ? outOfRegion(actor) : refuse.forbidden();
}

/** Refuses anyone the organisation's rules do not allow, naming who may. */
export function requireOrganisation(
	actor: Actor | null,
	action: OrganisationAction,
	organisation: OrganisationRecord,
): void {
	if (may(actor, action, organisation)) return;
	if (actor?.adminScopes.length && isAdminAction('organisation', action)) throw outOfRegion(actor);
	throw refuse.forbidden(ORGANISATION_REFUSALS[action]);
}
