import { eq } from 'drizzle-orm';
import { NOT_EDITABLE_MESSAGE } from '../../../lib/activity-editing';
import type { SavedActivity } from '../../../lib/api/activity-types';
import { activities, activityEdits } from '../../db/schema';
import type { Db } from '../../db/types';
import { DomainError, refuse } from '../../domain-error';
import { describeActivityChanges, recordActivityChange } from '../../jobs/change-notices';
import { notifyUsers } from '../messages';
import { lockAnyActivity } from '../registration/lock';
import { closeWaitlist, promoteFromWaitlist } from '../registration/promote';
import { dropEdit, type EditableColumns, lockPendingEdit, saveEdit } from './edits';

const capacityBelow = (joined: number) => `人数上限不能少于已报名的 ${joined} 人`;

/**
 * Keeps an edit of an approved activity for review: the activity stays public as approved, its
 * registrations go on, and nobody but the owner and the reviewers sees the edit until it is approved.
 */
export async function submitEdit(
	db: Db,
	input: { id: number; columns: EditableColumns; now: Date },
): Promise<SavedActivity> {
	return db.transaction(async (tx) => {
		// The row lock serialises the edit with joins and with a reviewer's decision on the edit before.
		const row = await lockAnyActivity(tx, input.id);
		if (row.status !== 'approved') throw new DomainError('not_editable', NOT_EDITABLE_MESSAGE);
		const { capacity } = input.columns;
		if (capacity !== null && capacity < row.joinCount)
			throw refuse.invalid(capacityBelow(row.joinCount));
		await saveEdit(tx, input.id, input.columns, input.now);
		return { id: input.id, status: 'pending', still_public: true };
	});
}

/**
 * A reviewer's decision on an activity's waiting edit, or null when it has none. Approval writes
 * the edit over the approved version and records what changed of time, place and link for the
 * joiners' notices, which therefore only ever quote approved text; seats the edit added go to the
 * queue. People who joined meanwhile keep their seats: a capacity below them becomes their number.
 * Rejection keeps the approved version public and the edit, with its reason, for the owner.
 */
export async function reviewEdit(
	db: Db,
	input: {
		id: number;
		decision: 'approve' | 'reject';
		reason: string;
		/** The edit the reviewer read (its submission time); absent decides whatever waits. */
		editVersion?: string | undefined;
		now: Date;
	},
): Promise<{ changeId: number | null } | null> {
	const decided = await db.transaction(async (tx) => {
		const before = await lockAnyActivity(tx, input.id);
		const edit = await lockPendingEdit(tx, input.id);
		if (!edit) return null;
		if (input.editVersion && input.editVersion !== edit.submittedAt.toISOString()) {
			throw new DomainError('not_editable', '发布者已更新了这份修改，请刷新后重新审核');
		}
		if (input.decision === 'reject') {
			await tx
				.update(activityEdits)
				.set({ status: 'rejected', rejectReason: input.reason, reviewedAt: input.now })
				.where(eq(activityEdits.activityId, input.id));
			return { before, after: before, changeId: null, adjusted: false };
		}
		const { capacity } = edit.columns;
		const [updated] = await tx
			.update(activities)
			.set({
				...edit.columns,
				capacity: capacity === null ? null : Math.max(capacity, before.joinCount),
				updatedAt: input.now,
			})
			.where(eq(activities.id, input.id))
			.returning();
		if (!updated) throw refuse.notFound();
		await dropEdit(tx, input.id);
		if (!updated.waitlistEnabled) await closeWaitlist(tx, updated);
		else await promoteFromWaitlist(tx, updated, input.now);
		const changes = describeActivityChanges(before, updated);
		const changeId = await recordActivityChange(tx, input.id, changes, input.now);
		const adjusted = capacity !== null && capacity < before.joinCount;
		return { before, after: updated, changeId, adjusted };
	});
	if (!decided) return null;
	const { before, after } = decided;
	const raised = decided.adjusted ? `人数上限已按审核时已报名的 ${before.joinCount} 人调整。` : '';
	await notifyUsers(db, [before.ownerId], {
		kind: 'review',
		title: input.decision === 'approve' ? '活动修改审核通过' : '活动修改未通过审核',
		body:
			input.decision === 'approve'
				? `您对活动「${after.title}」的修改已通过审核，活动页面已更新。${raised}`
				: `您对活动「${before.title}」的修改未通过审核，原因：${input.reason}。活动页面仍显示上次通过审核的内容。`,
		activityId: input.id,
	});
	return { changeId: decided.changeId };
}
