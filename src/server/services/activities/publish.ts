import { and, eq, lte, ne } from 'drizzle-orm';
import { NOT_EDITABLE_MESSAGE, OWNER_CAN_EDIT } from '../../../lib/activity-editing';
import type { SavedActivity } from '../../../lib/api/activity-types';
import { isPublishOpen } from '../../../lib/beijing-time';
import type { ActivityDraft } from '../../../lib/validation/activity';
import type { Actor } from '../../access/actor';
import { activityRecord } from '../../access/record';
import { requireMay } from '../../access/require';
import { activities, joins } from '../../db/schema';
import type { Db } from '../../db/types';
import { DomainError, refuse } from '../../domain-error';
import { describeActivityChanges, recordActivityChange } from '../../jobs/change-notices';
import type { JobQueue } from '../../jobs/queue';
import { dropCheckinsOutsideWindow } from '../checkin/checkin-window';
import { notifyUsers } from '../messages';
import type { MoveOrganisation } from '../organisations/move';
import type { OrganisationOf } from '../organisations/publish-as';
import { closeWaitlist, promoteFromWaitlist } from '../registration/promote';
import { createActivities, type ReviewMode } from './create';
import { refuseEnded, toColumns } from './draft-columns';
import { submitEdit } from './edit-review';
import { dropEdit } from './edits';
import { noticeTitle } from './visibility';

export function assertPublishOpen(cutoff: number, now: Date): void {
	if (!isPublishOpen(cutoff, now)) throw new DomainError('publish_closed', '活动填报已结束。');
}

/** One new activity (addActivity): createActivities with one item, its resubmit window included. */
export async function createActivity(
	db: Db,
	input: {
		ownerId: number;
		organisationOf: OrganisationOf;
		draft: ActivityDraft;
		reviewMode: ReviewMode;
		now: Date;
	},
): Promise<SavedActivity> {
	const { draft, reviewMode, ...rest } = input;
	const [saved] = await createActivities(db, { ...rest, items: [{ draft, reviewMode }] });
	if (!saved) throw new Error('activity insert returned nothing');
	return saved;
}

async function findManaged(db: Db, id: number, actor: Actor, action: 'edit' | 'cancel') {
	const [row] = await db.select().from(activities).where(eq(activities.id, id));
	if (!row) throw refuse.notFound();
	requireMay(actor, action, activityRecord(row));
	return row;
}

/**
 * Replaces an owner's activity. Under manual review the edit of an approved activity waits for
 * review as a record of its own while the approved version stays public (submitEdit); an edit of a
 * pending or rejected one replaces it and waits, so a rejected activity is resubmitted by editing.
 * A taken-down activity is resubmitted the same way and waits for review even under auto review.
 * The publishing cutoff does not apply: it closes new activities, not corrections (OWNER_CAN_EDIT).
 * The capacity may not fall below the people already joined: the UPDATE itself checks `join_count`,
 * so it takes the row lock that joins take and sees every join before it. A move to another
 * organisation (`move`, checked by organisationMove) applies at once, whatever review the text waits for.
 */
export async function updateActivity(
	db: Db,
	input: {
		id: number;
		actor: Actor;
		draft: ActivityDraft;
		reviewMode: ReviewMode;
		now: Date;
		jobs?: JobQueue | undefined;
		move?: MoveOrganisation | null;
	},
): Promise<SavedActivity> {
	const current = await findManaged(db, input.id, input.actor, 'edit');
	if (!OWNER_CAN_EDIT[current.status]) throw new DomainError('not_editable', NOT_EDITABLE_MESSAGE);
	const columns = await toColumns(db, input.draft);
	refuseEnded(columns, input.now, current.endAt);
	// A taken-down activity comes back only through review, whatever REVIEW_MODE says.
	const reviewMode = current.status === 'taken_down' ? 'manual' : input.reviewMode;
	if (reviewMode === 'manual' && current.status === 'approved') {
		const submitted = await submitEdit(db, { id: input.id, columns, now: input.now });
		await input.move?.(db);
		return submitted;
	}
	const saved = await db.transaction(async (tx) => {
		// The lock every change of seats takes (services/registration/lock.ts); the row as this edit
		// replaces it, so its change notice says what really changed.
		const [before] = await tx
			.select()
			.from(activities)
			.where(eq(activities.id, input.id))
			.for('update');
		const [updated] = await tx
			.update(activities)
			.set({
				...columns,
				status: reviewMode === 'auto' ? 'approved' : 'pending',
				contentApproved: reviewMode === 'auto',
				rejectReason: '',
				takedownReason: '',
				updatedAt: input.now,
			})
			.where(
				and(
					eq(activities.id, input.id),
					ne(activities.status, 'cancelled'),
					columns.capacity === null ? undefined : lte(activities.joinCount, columns.capacity),
				),
			)
			.returning();
		if (!updated || !before) return null;
		await input.move?.(tx);
		// Applied at once: an edit that waited for review (the mode changed since) is superseded.
		await dropEdit(tx, input.id);
		await dropCheckinsOutsideWindow(tx, updated);
		// A raised capacity goes to the queue at once; a waitlist switched off lets its people go.
		if (!updated.waitlistEnabled) await closeWaitlist(tx, updated);
		else await promoteFromWaitlist(tx, updated, input.now);
		// Joiners hear of changes to what review passed, never of text waiting for it.
		const changes = updated.contentApproved ? describeActivityChanges(before, columns) : [];
		const changeId = await recordActivityChange(tx, input.id, changes, input.now);
		return { row: { id: updated.id, status: updated.status }, changeId };
	});
	if (saved) {
		await queueAfterEdit(input.jobs, input.id, saved.changeId);
		return saved.row;
	}
	const after = await findManaged(db, input.id, input.actor, 'edit');
	if (!OWNER_CAN_EDIT[after.status]) throw new DomainError('not_editable', NOT_EDITABLE_MESSAGE);
	throw refuse.invalid(`人数上限不能少于已报名的 ${after.joinCount} 人`);
}

/**
 * Hands the edit's change notices and the activity's reminders (its time may have moved) to the job
 * runner. A queue that fails loses nothing: the change waits in activity_changes and the runner's
 * sweep sends it and the reminders within minutes.
 */
export async function queueAfterEdit(
	jobs: JobQueue | undefined,
	activityId: number,
	changeId: number | null = null,
): Promise<void> {
	if (!jobs) return;
	try {
		if (changeId !== null) await jobs.send('activity-change', { changeId });
		await jobs.send('reminders', { activityId }, { singletonKey: `${activityId}@now` });
	} catch (error) {
		console.error('[jobs] queueing after an edit failed; the sweep sends it:', error);
	}
}

/** Cancels an owner's activity and tells the people who joined it. */
export async function cancelActivity(
	db: Db,
	input: { id: number; actor: Actor; now: Date },
): Promise<void> {
	const current = await findManaged(db, input.id, input.actor, 'cancel');
	if (current.status === 'cancelled') return;
	if (current.endAt.getTime() <= input.now.getTime()) throw refuse.invalid('活动已结束，不能取消');
	await db.transaction(async (tx) => {
		await tx
			.update(activities)
			.set({ status: 'cancelled', updatedAt: input.now })
			.where(eq(activities.id, input.id));
		await dropEdit(tx, input.id);
	});
	const joined = await db
		.select({ userId: joins.userId })
		.from(joins)
		.where(eq(joins.activityId, input.id));
	await notifyUsers(
		db,
		joined.map((row) => row.userId),
		{
			kind: 'system',
			title: '活动已取消',
			body: `您报名的活动「${noticeTitle(current)}」已被主办方取消。`,
			activityId: input.id,
		},
	);
}
