import { and, eq, sql } from 'drizzle-orm';
import type { ActivityDetail, RegistrationField } from '../../../lib/api/activity-types';
import { formatBusinessTime } from '../../../lib/beijing-time';
import type { Actor } from '../../access/actor';
import { may } from '../../access/policy';
import { activityRecord } from '../../access/record';
import { activities, collects, educationBases, organisations, thumbs } from '../../db/schema';
import type { Db } from '../../db/types';
import { registrationOf } from '../registration/state';
import { findEdit, withEdit } from './edits';
import { type ActivityRow, toActivitySummary } from './present';
import { sanitizeRichText } from './sanitize';
import { ownerReason } from './visibility';

async function hasRow(db: Db, table: typeof collects | typeof thumbs, id: number, userId: number) {
	const rows = await db
		.select({ one: sql`1` })
		.from(table)
		.where(and(eq(table.activityId, id), eq(table.userId, userId)));
	return rows.length > 0;
}

/** One activity as its detail page shows it, or `null` when it does not exist or is not visible. */
export async function getActivityDetail(
	db: Db,
	id: number,
	viewer: Actor | null = null,
	now = new Date(),
): Promise<ActivityDetail | null> {
	const [found] = await db
		.select({
			row: activities,
			baseName: educationBases.name,
			organisationName: organisations.name,
			awardYears: sql<
				number[]
			>`ARRAY(SELECT a.year FROM awards a WHERE a.activity_id = ${activities.id}
				AND a.kind = 'activity' AND a.status = 'confirmed' ORDER BY a.year)`,
		})
		.from(activities)
		.leftJoin(educationBases, eq(educationBases.id, activities.educationBaseId))
		.leftJoin(organisations, eq(organisations.id, activities.organisationId))
		.where(eq(activities.id, id));
	if (!found) return null;
	const { row } = found;
	const record = activityRecord(row);
	if (!may(viewer, 'view', record)) return null;
	// The owner's view: what the page offers its holders (edit, the reject reason, contact details).
	const isOwner = may(viewer, 'edit', record);
	const [registration, isCollected, isThumbed] = await Promise.all([
		registrationOf(db, row, viewer?.userId ?? null, now),
		viewer ? hasRow(db, collects, id, viewer.userId) : false,
		viewer ? hasRow(db, thumbs, id, viewer.userId) : false,
	]);
	const isJoined = registration.state === 'joined';
	const detail: ActivityDetail = {
		...ownText(row, now, isOwner || isJoined),
		view_count: row.viewCount,
		reject_reason: isOwner ? ownerReason(row) : '',
		education_base_name: found.baseName ?? '',
		organisation:
			row.organisationId === null
				? null
				: { id: row.organisationId, name: found.organisationName ?? '' },
		award_years: found.awardYears,
		is_owner: isOwner,
		is_joined: isJoined,
		is_collected: isCollected,
		is_thumbed: isThumbed,
		created_at: formatBusinessTime(row.createdAt),
		waitlist_count: row.waitlistCount,
		registration,
	};
	const edit = isOwner ? await findEdit(db, id) : null;
	if (!edit) return detail;
	return {
		...detail,
		edit: {
			status: edit.status,
			reject_reason: edit.rejectReason,
			submitted_at: formatBusinessTime(edit.submittedAt),
			activity: { ...detail, ...ownText(withEdit(row, edit), now, true) },
		},
	};
}

/** What the owner wrote, as the detail shows it; the link and phone only to `trusted` viewers. */
function ownText(row: ActivityRow, now: Date, trusted: boolean) {
	return {
		...toActivitySummary(row, now),
		// Stored text is cleaned again by today's rules, which are stricter than some it was saved under.
		content: sanitizeRichText(row.contentHtml),
		address: row.address,
		online_url: trusted ? row.onlineUrl : '',
		contact_name: row.contactName,
		contact_phone: trusted ? row.contactPhone : '',
		registration_fields: row.registrationFields as RegistrationField[],
		waitlist_enabled: row.waitlistEnabled,
		asks_age: row.asksAge,
		late_changes: row.lateChanges,
		checkin_opens_before: row.checkinOpensBefore,
		checkin_closes_after: row.checkinClosesAfter,
	};
}
