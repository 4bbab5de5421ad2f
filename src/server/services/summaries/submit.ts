import { and, eq, ne } from 'drizzle-orm';
import type { ActivitySummary, SummaryEditor } from '../../../lib/api/summary-types';
import { formatBusinessTime } from '../../../lib/beijing-time';
import type { Actor } from '../../access/actor';
import { may } from '../../access/policy';
import { activityRecord } from '../../access/record';
import { requireMay } from '../../access/require';
import { activities, activitySummaries } from '../../db/schema';
import type { Db } from '../../db/types';
import { DomainError, refuse } from '../../domain-error';
import type { ReviewMode } from '../activities/create';
import { checkinsOf, toSummary } from './present';

export interface SummaryDraft {
	/** Sanitised already. */
	content: string;
	photos: string[];
	video: string;
	walkIns: number;
}

/** The activity a holder writes the summary of; refuses anyone else as the policy says. */
async function heldActivity(db: Db, activityId: number, actor: Actor) {
	const [activity] = await db.select().from(activities).where(eq(activities.id, activityId));
	if (!activity) throw refuse.notFound();
	requireMay(actor, 'submit-summary', activityRecord(activity));
	return activity;
}

async function summaryOf(db: Db, activityId: number) {
	const [row] = await db
		.select()
		.from(activitySummaries)
		.where(eq(activitySummaries.activityId, activityId));
	return row ?? null;
}

function stateOf(
	activity: { status: string; endAt: Date },
	summary: { status: string } | null,
	now: Date,
	deadline: number,
): SummaryEditor['state'] {
	if (summary?.status === 'approved') return 'approved';
	if (activity.status !== 'approved' || activity.endAt > now) return 'not_ended';
	if (now.getTime() > deadline) return 'past_deadline';
	return 'open';
}

const REFUSALS: Record<
	Exclude<SummaryEditor['state'], 'open'>,
	(deadline: string) => DomainError
> = {
	not_ended: () => new DomainError('closed', '活动结束后才能提交活动总结'),
	past_deadline: (deadline) =>
		new DomainError('closed', `活动总结已于 ${deadline}（北京时间）截止提交`),
	approved: () => new DomainError('not_editable', '活动总结已通过审核，不能再修改'),
};

/** What the summary form shows a holder of the activity. */
export async function summaryEditor(
	db: Db,
	input: { activityId: number; actor: Actor; now: Date; deadline: number },
): Promise<SummaryEditor> {
	const activity = await heldActivity(db, input.activityId, input.actor);
	const summary = await summaryOf(db, input.activityId);
	const checkins = await checkinsOf(db, input.activityId);
	return {
		activity_id: activity.id,
		title: activity.title,
		state: stateOf(activity, summary, input.now, input.deadline),
		deadline: formatBusinessTime(input.deadline),
		checkins,
		summary: summary ? toSummary(summary, checkins) : null,
	};
}

/**
 * Saves an ended activity's summary, new or edited, by one who holds the activity, up to the
 * deadline: approved at once in `auto` review mode, else pending; an edit goes back to review. An
 * approved summary stays as approved.
 */
export async function submitSummary(
	db: Db,
	input: {
		activityId: number;
		actor: Actor;
		draft: SummaryDraft;
		reviewMode: ReviewMode;
		now: Date;
		deadline: number;
	},
): Promise<ActivitySummary> {
	const activity = await heldActivity(db, input.activityId, input.actor);
	const state = stateOf(activity, await summaryOf(db, input.activityId), input.now, input.deadline);
	if (state !== 'open') throw REFUSALS[state](formatBusinessTime(input.deadline));
	const values = {
		content: input.draft.content,
		photos: input.draft.photos,
		video: input.draft.video,
		walkIns: input.draft.walkIns,
		submittedBy: input.actor.userId,
		status: input.reviewMode === 'auto' ? ('approved' as const) : ('pending' as const),
		rejectReason: '',
		updatedAt: input.now,
	};
	const [row] = await db
		.insert(activitySummaries)
		.values({ ...values, activityId: input.activityId, createdAt: input.now })
		.onConflictDoUpdate({
			target: activitySummaries.activityId,
			set: values,
			// Approved between the read and this write: the approval stands.
			setWhere: ne(activitySummaries.status, 'approved'),
		})
		.returning();
	if (!row) throw REFUSALS.approved('');
	return toSummary(row, await checkinsOf(db, input.activityId));
}

/** A public activity's approved summary, for its page; null when it has none. */
export async function approvedSummary(db: Db, activityId: number): Promise<ActivitySummary | null> {
	const [activity] = await db.select().from(activities).where(eq(activities.id, activityId));
	if (!activity || !may(null, 'view', activityRecord(activity))) throw refuse.notFound();
	const [row] = await db
		.select()
		.from(activitySummaries)
		.where(
			and(eq(activitySummaries.activityId, activityId), eq(activitySummaries.status, 'approved')),
		);
	return row ? toSummary(row, await checkinsOf(db, activityId)) : null;
}
