import { and, asc, count, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import { formatBusinessDate, startOfBusinessDay } from '../../lib/beijing-time';
import { LOCKS } from '../db/locks';
import { smsNotices, users } from '../db/schema';
import type { Db } from '../db/types';
import { maskMobile } from '../services/users';
import { SmsSendError } from '../sms/failure';
import type { SmsNoticeOutcome } from '../sms/notice-kinds';
import type { NoticeSender } from '../sms/notice-sender';

/** Notices settled per run; the next run (job or sweep) takes the rest. */
const BATCH = 200;

type Tally = Partial<Record<SmsNoticeOutcome, number>>;

interface Claimed {
	mobile: string;
	kind: (typeof smsNotices.$inferSelect)['kind'];
	params: Record<string, string>;
}

/**
 * Decides one waiting notice in a short transaction: the person's opt-out, number, the kind's
 * template and the day's cap (counted under a per-person lock, so two servers never both take the
 * last slot). A send is marked `sending` before it goes: a crash then can cost the person a slot
 * but never sends the notice twice.
 */
async function claimNotice(
	db: Db,
	id: number,
	sender: NoticeSender,
	perUserPerDay: number,
	now: Date,
): Promise<{ outcome: SmsNoticeOutcome; notice?: Claimed } | null> {
	return db.transaction(async (tx) => {
		const [row] = await tx
			.select({
				userId: smsNotices.userId,
				kind: smsNotices.kind,
				params: smsNotices.params,
				mobile: users.mobile,
				wanted: users.smsNotices,
			})
			.from(smsNotices)
			.innerJoin(users, eq(users.id, smsNotices.userId))
			.where(and(eq(smsNotices.id, id), isNull(smsNotices.settledAt)))
			.for('update', { of: smsNotices, skipLocked: true });
		if (!row) return null;
		await tx.execute(sql`SELECT pg_advisory_xact_lock(${LOCKS.smsNoticeCap}, ${row.userId})`);
		const dayStart = new Date(startOfBusinessDay(formatBusinessDate(now)));
		const [today] = await tx
			.select({ n: count() })
			.from(smsNotices)
			.where(
				and(
					eq(smsNotices.userId, row.userId),
					inArray(smsNotices.outcome, ['sending', 'sent']),
					gte(smsNotices.settledAt, dayStart),
				),
			);
		const outcome: SmsNoticeOutcome = !row.wanted
			? 'opted_out'
			: !/^1\d{10}$/.test(row.mobile)
				? 'no_mobile'
				: !sender.canSend(row.kind)
					? 'no_template'
					: (today?.n ?? 0) >= perUserPerDay
						? 'capped'
						: 'sending';
		await tx.update(smsNotices).set({ outcome, settledAt: now }).where(eq(smsNotices.id, id));
		return { outcome, notice: row };
	});
}

/**
 * Sends the SMS copies that wait (src/server/services/sms-notices.ts) through the configured
 * provider. A refusal is logged and recorded on the row; it never reaches the action that wrote
 * the notice. Answers how many ended each way.
 */
export async function sendPendingSmsNotices(
	db: Db,
	sender: NoticeSender,
	perUserPerDay: number,
	now: () => Date = () => new Date(),
): Promise<Tally> {
	const tally: Tally = {};
	const count = (outcome: SmsNoticeOutcome) => {
		tally[outcome] = (tally[outcome] ?? 0) + 1;
	};
	const waiting = await db
		.select({ id: smsNotices.id })
		.from(smsNotices)
		.where(isNull(smsNotices.settledAt))
		.orderBy(asc(smsNotices.id))
		.limit(BATCH);
	for (const { id } of waiting) {
		const claimed = await claimNotice(db, id, sender, perUserPerDay, now());
		if (!claimed) continue;
		const { outcome, notice } = claimed;
		if (outcome !== 'sending' || !notice) {
			count(outcome);
			continue;
		}
		let failure: string | null = null;
		try {
			await sender.send(notice.mobile, { kind: notice.kind, params: notice.params }, now());
		} catch (error) {
			failure = error instanceof SmsSendError ? error.detail : String(error);
			console.error(
				`[sms] 通知发送失败 #${id} ${notice.kind} → ${maskMobile(notice.mobile)}: ${failure}`,
			);
		}
		const final: SmsNoticeOutcome = failure === null ? 'sent' : 'failed';
		await db
			.update(smsNotices)
			.set({ outcome: final, detail: (failure ?? '').slice(0, 500) })
			.where(eq(smsNotices.id, id));
		count(final);
	}
	return tally;
}
