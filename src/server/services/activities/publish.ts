import { and, eq, gt, lte, ne, sql } from 'drizzle-orm';
import { NOT_EDITABLE_MESSAGE, OWNER_CAN_EDIT } from '../../../lib/activity-editing';
import type { SavedActivity } from '../../../lib/api/activity-types';
import { isPublishOpen } from '../../../lib/beijing-time';
import type { ActivityDraft } from '../../../lib/validation/activity';
import { ApiError, CODES, fail } from '../../api/errors';
import { activities, educationBases, joins } from '../../db/schema';
import type { Db } from '../../db/types';
import { describeActivityChanges, recordActivityChange } from '../../jobs/change-notices';
import type { JobQueue } from '../../jobs/queue';
import { checkRegionChoice } from '../../regions';
import { dropCheckinsOutsideWindow } from '../checkin/checkin-window';
import { notifyUsers } from '../messages';
import { closeWaitlist, promoteFromWaitlist } from '../registration/promote';
import { sanitizeRichText } from './sanitize';
import { refusalOf } from './visibility';

export type ReviewMode = 'auto' | 'manual';

export function assertPublishOpen(cutoff: number, now: Date): void {
	if (!isPublishOpen(cutoff, now)) throw new ApiError(CODES.publishClosed, '活动填报已结束。');
}

async function toColumns(db: Db, draft: ActivityDraft) {
	const regionProblem = checkRegionChoice(
		draft.province_code,
		draft.city_code,
		draft.district_code,
	);
	if (regionProblem) throw fail.badInput(regionProblem);
	if (draft.education_base_id !== undefined) {
		const [base] = await db
			.select({ id: educationBases.id })
			.from(educationBases)
			.where(eq(educationBases.id, draft.education_base_id));
		if (!base) throw fail.badInput('科普教育基地不存在');
	}
	return {
		title: draft.title,
		cover: draft.cover,
		coverFocus: draft.cover_focus ?? null,
		summary: draft.summary,
		contentHtml: sanitizeRichText(draft.content),
		startAt: new Date(draft.start_time),
		endAt: new Date(draft.end_time),
		mode: draft.mode,
		provinceCode: draft.province_code,
		cityCode: draft.city_code,
		districtCode: draft.district_code,
		venue: draft.mode === 'online' ? '' : draft.venue,
		address: draft.mode === 'online' ? '' : draft.address,
		onlineUrl: draft.mode === 'offline' ? '' : draft.online_url,
		organizer: draft.organizer,
		contactName: draft.contact_name,
		contactPhone: draft.contact_phone,
		audiences: draft.audiences,
		lhType: draft.lh_type ?? null,
		educationBaseId: draft.education_base_id ?? null,
		capacity: draft.capacity ?? null,
		registrationFields: draft.registration_fields,
		waitlistEnabled: draft.waitlist_enabled,
		lateChanges: draft.late_changes,
		checkinOpensBefore: draft.checkin_opens_before,
		checkinClosesAfter: draft.checkin_closes_after,
	};
}

type ActivityColumns = Awaited<ReturnType<typeof toColumns>>;

const ENDED_MESSAGE = '结束时间已过：不能发布已经结束的活动，请核对活动日期';

/**
 * Nobody can join an activity that has ended: a new one must end after `now`, and an edit may not
 * move the end into the past (an ended activity's other details can still be corrected).
 */
function refuseEnded(columns: ActivityColumns, now: Date, storedEnd: Date | null = null) {
	const moved = storedEnd === null || storedEnd.getTime() !== columns.endAt.getTime();
	if (moved && columns.endAt.getTime() <= now.getTime()) throw fail.badInput(ENDED_MESSAGE);
}

const comparable = (value: unknown) =>
	value instanceof Date ? value.getTime() : JSON.stringify(value ?? null);

function sameSubmission(row: typeof activities.$inferSelect, columns: ActivityColumns): boolean {
	return Object.entries(columns).every(
		([key, value]) => comparable(row[key as keyof ActivityColumns]) === comparable(value),
	);
}

/** How long an identical submission from the same owner counts as the same one sent twice. */
const RESUBMIT_WINDOW_MS = 5 * 60 * 1000;
const PUBLISH_LOCK_SPACE = 727100003;

/**
 * A new activity, approved at once in `auto` review mode, else pending. The same submission sent
 * again by its owner within RESUBMIT_WINDOW_MS (a double click, a retry after a timeout) answers
 * with the first activity instead of making another. The owner's advisory lock makes two parallel
 * submissions take turns, so the second one sees the first.
 */
export async function createActivity(
	db: Db,
	input: { ownerId: number; draft: ActivityDraft; reviewMode: ReviewMode; now: Date },
): Promise<SavedActivity> {
	const columns = await toColumns(db, input.draft);
	refuseEnded(columns, input.now);
	return db.transaction(async (tx) => {
		await tx.execute(sql`SELECT pg_advisory_xact_lock(${PUBLISH_LOCK_SPACE}, ${input.ownerId})`);
		const candidates = await tx
			.select()
			.from(activities)
			.where(
				and(
					eq(activities.ownerId, input.ownerId),
					eq(activities.title, columns.title),
					eq(activities.startAt, columns.startAt),
					eq(activities.endAt, columns.endAt),
					gt(activities.createdAt, new Date(input.now.getTime() - RESUBMIT_WINDOW_MS)),
				),
			);
		const earlier = candidates.find((row) => sameSubmission(row, columns));
		if (earlier) return { id: earlier.id, status: earlier.status };
		const [row] = await tx
			.insert(activities)
			.values({
				...columns,
				ownerId: input.ownerId,
				status: input.reviewMode === 'auto' ? 'approved' : 'pending',
				contentApproved: input.reviewMode === 'auto',
				createdAt: input.now,
				updatedAt: input.now,
			})
			.returning({ id: activities.id, status: activities.status });
		if (!row) throw new Error('activity insert returned nothing');
		return row;
	});
}

async function findOwned(db: Db, id: number, ownerId: number) {
	const [row] = await db.select().from(activities).where(eq(activities.id, id));
	if (!row) throw fail.notFound();
	if (row.ownerId !== ownerId) throw refusalOf(row, '只能修改自己发布的活动');
	return row;
}

/**
 * Replaces an owner's activity. Manual review sends any edit back to review; a rejected activity is
 * resubmitted by editing. The publishing cutoff does not apply: it closes new activities, not
 * corrections (OWNER_CAN_EDIT). The capacity may not fall below the people already joined: the UPDATE
 * itself checks `join_count`, so it takes the row lock that joins take and sees every join before it.
 */
export async function updateActivity(
	db: Db,
	input: {
		id: number;
		ownerId: number;
		draft: ActivityDraft;
		reviewMode: ReviewMode;
		now: Date;
		jobs?: JobQueue | undefined;
	},
): Promise<SavedActivity> {
	const current = await findOwned(db, input.id, input.ownerId);
	if (!OWNER_CAN_EDIT[current.status]) throw new ApiError(CODES.notEditable, NOT_EDITABLE_MESSAGE);
	const columns = await toColumns(db, input.draft);
	refuseEnded(columns, input.now, current.endAt);
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
				status: input.reviewMode === 'auto' ? 'approved' : 'pending',
				contentApproved: input.reviewMode === 'auto',
				rejectReason: '',
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
		await dropCheckinsOutsideWindow(tx, updated);
		// A raised capacity goes to the queue at once; a waitlist switched off lets its people go.
		if (!updated.waitlistEnabled) await closeWaitlist(tx, updated);
		else await promoteFromWaitlist(tx, updated, input.now);
		const changes = describeActivityChanges(before, columns);
		const changeId = await recordActivityChange(tx, input.id, changes, input.now);
		return { row: { id: updated.id, status: updated.status }, changeId };
	});
	if (saved) {
		await queueAfterEdit(input.jobs, input.id, saved.changeId);
		return saved.row;
	}
	const after = await findOwned(db, input.id, input.ownerId);
	if (!OWNER_CAN_EDIT[after.status]) throw new ApiError(CODES.notEditable, NOT_EDITABLE_MESSAGE);
	throw fail.badInput(`人数上限不能少于已报名的 ${after.joinCount} 人`);
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
	input: { id: number; ownerId: number; now: Date },
): Promise<void> {
	const current = await findOwned(db, input.id, input.ownerId);
	if (current.status === 'cancelled') return;
	if (current.endAt.getTime() <= input.now.getTime()) throw fail.badInput('活动已结束，不能取消');
	await db
		.update(activities)
		.set({ status: 'cancelled', updatedAt: input.now })
		.where(eq(activities.id, input.id));
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
			body: `您报名的活动「${current.title}」已被主办方取消。`,
			activityId: input.id,
		},
	);
}
