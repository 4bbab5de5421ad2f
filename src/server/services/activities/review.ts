import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ReviewItem } from '../../../lib/api/activity-types';
import type { Page } from '../../../lib/api/types';
import { formatBusinessTime } from '../../../lib/beijing-time';
import { activities, activityEdits, reviewEscalations, users } from '../../db/schema';
import type { Db } from '../../db/types';
import { DomainError, refuse } from '../../domain-error';
import { notifyUsers } from '../messages';
import { promoteFromWaitlist } from '../registration/promote';
import { maskMobile } from '../users';
import { reviewEdit } from './edit-review';
import { type EditableColumns, toEdit, withEdit } from './edits';
import { type ActivityRow, toActivitySummary } from './present';
import { sanitizeRichText } from './sanitize';

/** What a reviewer reads of each field an edit may change, in the form's order. */
const FIELD_NAMES: [string, (keyof EditableColumns)[]][] = [
	['标题', ['title']],
	['封面', ['cover', 'coverFocus']],
	['简介', ['summary']],
	['活动详情', ['contentHtml']],
	['时间', ['startAt', 'endAt']],
	['形式', ['mode']],
	['地区', ['provinceCode', 'cityCode', 'districtCode']],
	['场馆', ['venue']],
	['地址', ['address']],
	['线上链接', ['onlineUrl']],
	['主办单位', ['organizer']],
	['联系人', ['contactName', 'contactPhone']],
	['面向人群', ['audiences']],
	['联合行动', ['lhType', 'educationBaseId']],
	['报名设置', ['capacity', 'registrationFields', 'waitlistEnabled', 'lateChanges']],
	['签到时间', ['checkinOpensBefore', 'checkinClosesAfter']],
];

const same = (a: unknown, b: unknown) =>
	JSON.stringify(a instanceof Date ? a.getTime() : a) ===
	JSON.stringify(b instanceof Date ? b.getTime() : b);

function changedFields(before: ActivityRow, after: ActivityRow): string[] {
	return FIELD_NAMES.filter(([, keys]) => keys.some((key) => !same(before[key], after[key]))).map(
		([name]) => name,
	);
}

/** An activity saved this long after it was made was saved again, not just made. */
const RESUBMITTED_AFTER_MS = 1000;

interface Owner {
	ownerName: string;
	ownerMobile: string;
}

type Escalation = typeof reviewEscalations.$inferSelect;

interface Waiting {
	since: Date;
	escalation: Escalation | null;
	escalatorName: string | null;
}

const HOUR_MS = 3_600_000;

function toReviewItem(
	row: ActivityRow,
	owner: Owner,
	now: Date,
	approved: ActivityRow | null,
	waiting: Waiting,
	editVersion = '',
): ReviewItem {
	return {
		...toActivitySummary(row, now),
		owner_name: owner.ownerName,
		owner_mobile: maskMobile(owner.ownerMobile),
		contact_name: row.contactName,
		contact_phone: row.contactPhone,
		resubmitted:
			approved !== null || row.updatedAt.getTime() - row.createdAt.getTime() > RESUBMITTED_AFTER_MS,
		waitlist_count: row.waitlistCount,
		address: row.address,
		online_url: row.onlineUrl,
		content: sanitizeRichText(row.contentHtml),
		is_edit: approved !== null,
		changed_fields: approved ? changedFields(approved, row) : [],
		edit_version: editVersion,
		waiting_since: formatBusinessTime(waiting.since),
		waiting_hours: Math.max(0, Math.floor((now.getTime() - waiting.since.getTime()) / HOUR_MS)),
		escalation: waiting.escalation
			? {
					level: waiting.escalation.level,
					note: waiting.escalation.note,
					by_name: waiting.escalatorName ?? '',
				}
			: null,
	};
}

const escalator = alias(users, 'escalator');

/**
 * What waits for review in one queue (`queue`, a condition on `activities` and the left-joined
 * `review_escalations`), oldest first: new activities, and edits of approved ones shown as they
 * would be published, with the fields they change; each with who published it (display name,
 * masked number), the contact, the people it already has, how long it has waited and who sent it up.
 */
export async function listPendingActivities(
	db: Db,
	paging: { page: number; pageSize: number },
	now: Date,
	queue: SQL,
): Promise<Page<ReviewItem>> {
	const pendingNew = and(eq(activities.status, 'pending'), queue);
	const pendingEdit = and(eq(activityEdits.status, 'pending'), queue);
	const upTo = paging.page * paging.pageSize;
	const escalated = {
		escalation: reviewEscalations,
		escalatorName: escalator.showName,
		ownerName: users.showName,
		ownerMobile: users.mobile,
	};
	const [news, edits, [newCount], [editCount]] = await Promise.all([
		db
			.select({ row: activities, ...escalated })
			.from(activities)
			.innerJoin(users, eq(users.id, activities.ownerId))
			.leftJoin(reviewEscalations, eq(reviewEscalations.activityId, activities.id))
			.leftJoin(escalator, eq(escalator.id, reviewEscalations.escalatedBy))
			.where(pendingNew)
			.orderBy(asc(activities.updatedAt), asc(activities.id))
			.limit(upTo),
		db
			.select({ row: activities, edit: activityEdits, ...escalated })
			.from(activityEdits)
			.innerJoin(activities, eq(activities.id, activityEdits.activityId))
			.innerJoin(users, eq(users.id, activities.ownerId))
			.leftJoin(reviewEscalations, eq(reviewEscalations.activityId, activities.id))
			.leftJoin(escalator, eq(escalator.id, reviewEscalations.escalatedBy))
			.where(pendingEdit)
			.orderBy(asc(activityEdits.submittedAt), asc(activityEdits.activityId))
			.limit(upTo),
		db
			.select({ n: count() })
			.from(activities)
			.leftJoin(reviewEscalations, eq(reviewEscalations.activityId, activities.id))
			.where(pendingNew),
		db
			.select({ n: count() })
			.from(activityEdits)
			.innerJoin(activities, eq(activities.id, activityEdits.activityId))
			.leftJoin(reviewEscalations, eq(reviewEscalations.activityId, activities.id))
			.where(pendingEdit),
	]);
	const queueItems = [
		...news.map(({ row, escalation, escalatorName, ...owner }) => ({
			at: row.updatedAt,
			item: toReviewItem(row, owner, now, null, {
				since: row.updatedAt,
				escalation,
				escalatorName,
			}),
		})),
		...edits.map(({ row, edit, escalation, escalatorName, ...owner }) => ({
			at: edit.submittedAt,
			item: toReviewItem(
				withEdit(row, toEdit(edit)),
				owner,
				now,
				row,
				{ since: edit.submittedAt, escalation, escalatorName },
				edit.submittedAt.toISOString(),
			),
		})),
	].sort((a, b) => a.at.getTime() - b.at.getTime() || a.item.id - b.item.id);
	return {
		items: queueItems.slice(upTo - paging.pageSize, upTo).map((entry) => entry.item),
		total: (newCount?.n ?? 0) + (editCount?.n ?? 0),
		...paging,
	};
}

/**
 * Approves or rejects what waits for review of an activity, and tells its owner by a user message;
 * a rejection needs a reason, which the owner sees. An edit of an approved activity is decided by
 * reviewEdit. Seats an edit added while it waited for review go to the head of the queue on
 * approval, in the same transaction (the row's lock serialises it with joins). Answers the change
 * whose notices the caller queues.
 */
export async function reviewActivity(
	db: Db,
	input: {
		id: number;
		decision: 'approve' | 'reject';
		reason: string;
		editVersion?: string | undefined;
		now: Date;
	},
): Promise<{ changeId: number | null }> {
	if (input.decision === 'reject' && input.reason === '') throw refuse.invalid('请填写驳回原因');
	const edit = await reviewEdit(db, input);
	if (edit) {
		await db.delete(reviewEscalations).where(eq(reviewEscalations.activityId, input.id));
		return edit;
	}
	const approved = input.decision === 'approve';
	const row = await db.transaction(async (tx) => {
		const [updated] = await tx
			.update(activities)
			.set({
				status: approved ? 'approved' : 'rejected',
				contentApproved: approved,
				rejectReason: approved ? '' : input.reason,
				updatedAt: input.now,
			})
			.where(and(eq(activities.id, input.id), eq(activities.status, 'pending')))
			.returning();
		if (updated && approved) await promoteFromWaitlist(tx, updated, input.now);
		return updated;
	});
	if (!row) {
		const [exists] = await db
			.select({ id: activities.id })
			.from(activities)
			.where(eq(activities.id, input.id));
		if (!exists) throw refuse.notFound();
		throw new DomainError('not_editable', '该活动不在待审核状态');
	}
	await db.delete(reviewEscalations).where(eq(reviewEscalations.activityId, input.id));
	await notifyUsers(db, [row.ownerId], {
		kind: 'review',
		title: approved ? '活动审核通过' : '活动审核未通过',
		body: approved
			? `您发布的活动「${row.title}」已通过审核。`
			: `您发布的活动「${row.title}」未通过审核，原因：${input.reason}`,
		activityId: input.id,
	});
	return { changeId: null };
}
