import { and, eq, isNull, sql } from 'drizzle-orm';
import type { CheckinResult } from '../../../lib/api/checkin-types';
import { formatBusinessTime } from '../../../lib/beijing-time';
import type { Actor } from '../../access/actor';
import { activityRecord } from '../../access/record';
import { requireMay } from '../../access/require';
import { activities, joins, users } from '../../db/schema';
import type { Db } from '../../db/types';
import { refuse } from '../../domain-error';
import { lockAnyActivity } from '../registration/lock';
import { maskMobile } from '../users';
import { verifyPayload, verifyShortCode } from './checkin-token';
import { checkinRefusal } from './checkin-window';
import { registeredName } from './person-name';

/** A scanned QR payload, a typed short code, or both (then they must name the same registration). */
interface CheckinProof {
	payload?: string | undefined;
	code?: string | undefined;
}

interface CheckinInput {
	activityId: number;
	proof: CheckinProof;
	actor: Actor;
	now: Date;
}

const PAYLOAD_REFUSALS = {
	malformed: '签到二维码无法识别：这不是本平台活动的签到二维码',
	forged: '签到二维码无效：签名校验未通过，二维码可能被伪造或篡改',
	expired: '签到二维码已过期：本活动的签到已经关闭',
} as const;

function registrationOfPayload(key: Buffer, payload: string, input: CheckinInput): number {
	const check = verifyPayload(key, payload, input.now);
	if (!check.ok) throw refuse.invalid(PAYLOAD_REFUSALS[check.reason]);
	if (check.claim.activityId !== input.activityId) {
		throw refuse.invalid('该签到二维码属于其他活动，不能在本活动签到');
	}
	return check.claim.registrationId;
}

function registrationOfCode(key: Buffer, code: string): number {
	const registrationId = verifyShortCode(key, code);
	if (registrationId === null) {
		throw refuse.invalid('签到码有误：请核对后重新输入（9 位字母和数字，不区分大小写）');
	}
	return registrationId;
}

function proofName(proof: CheckinProof): string {
	return proof.payload === undefined ? '签到码' : '签到二维码';
}

/** The registration the proof names, checked against this activity; refuses anything else. */
function registrationOf(key: Buffer, input: CheckinInput): number {
	const { payload, code } = input.proof;
	const fromPayload = payload === undefined ? null : registrationOfPayload(key, payload, input);
	const fromCode = code === undefined ? null : registrationOfCode(key, code);
	if (fromPayload !== null && fromCode !== null && fromPayload !== fromCode) {
		throw refuse.invalid('签到二维码与签到码不是同一个报名，请只提供其中一个');
	}
	const registrationId = fromPayload ?? fromCode;
	if (registrationId === null) throw refuse.invalid('请提供签到二维码（payload）或签到码（code）');
	return registrationId;
}

/**
 * Checks a registration in at its activity, by its organiser or an admin, within the check-in
 * window (checkinRefusal). A check-in is counted once: under the activity's row lock, which
 * cancelling takes too, one conditional UPDATE … WHERE checked_in_at IS NULL and the counter move
 * together, so a resend or a concurrent scan answers `already: true` and changes nothing.
 */
export async function checkInRegistration(
	db: Db,
	key: Buffer,
	input: CheckinInput,
): Promise<CheckinResult> {
	const outcome = await db.transaction(async (tx) => {
		const activity = await lockAnyActivity(tx, input.activityId);
		requireMay(input.actor, 'check-in', activityRecord(activity));
		const registrationId = registrationOf(key, input);
		const refusal = checkinRefusal(activity, input.now, proofName(input.proof));
		if (refusal) throw refusal;
		const [marked] = await tx
			.update(joins)
			.set({ checkedInAt: input.now, checkedInBy: input.actor.userId })
			.where(
				and(
					eq(joins.id, registrationId),
					eq(joins.activityId, input.activityId),
					isNull(joins.checkedInAt),
				),
			)
			.returning({ id: joins.id });
		if (marked) {
			await tx
				.update(activities)
				.set({ checkinCount: sql`${activities.checkinCount} + 1` })
				.where(eq(activities.id, input.activityId));
		}
		return { id: registrationId, already: !marked };
	});
	const field = proofName(input.proof);
	const [row] = await db
		.select({
			activityId: joins.activityId,
			name: joins.name,
			checkedInAt: joins.checkedInAt,
			showName: users.showName,
			mobile: users.mobile,
			checkinCount: activities.checkinCount,
			joinCount: activities.joinCount,
		})
		.from(joins)
		.innerJoin(users, eq(users.id, joins.userId))
		.innerJoin(activities, eq(activities.id, joins.activityId))
		.where(eq(joins.id, outcome.id));
	if (!row) throw refuse.notFound(`报名记录不存在：该${field}对应的报名可能已取消`);
	if (row.activityId !== input.activityId) {
		throw refuse.invalid(`该${field}属于其他活动，不能在本活动签到`);
	}
	return {
		registration_id: outcome.id,
		name: registeredName(row.name, row.showName),
		mobile: maskMobile(row.mobile),
		already: outcome.already,
		checked_in_at: formatBusinessTime(row.checkedInAt ?? input.now),
		checkin_count: row.checkinCount,
		join_count: row.joinCount,
	};
}
