import { and, eq, sql } from 'drizzle-orm';
import type { ActivityDetail, RegistrationField } from '../../../lib/api/activity-types';
import { formatBusinessTime } from '../../../lib/beijing-time';
import type { AuthSession } from '../../auth/sessions';
import { activities, collects, educationBases, thumbs } from '../../db/schema';
import type { Db } from '../../db/types';
import { registrationOf } from '../registration/state';
import { type ActivityRow, toActivitySummary } from './present';
import { sanitizeRichText } from './sanitize';
import { isPublicActivity } from './visibility';

export interface Viewer {
	userId: number;
	roles: readonly string[];
}

/** Who is looking, for a page (`Astro.locals.session`) or an API call (`context.session`). */
export function viewerOf(session: AuthSession | null): Viewer | null {
	return session ? { userId: session.userId, roles: session.roles } : null;
}

/** Public activities for everyone; the others (pending, rejected, hidden cancelled) for owner and admin. */
export function canView(row: ActivityRow, viewer: Viewer | null): boolean {
	if (isPublicActivity(row)) return true;
	return viewer !== null && (viewer.userId === row.ownerId || viewer.roles.includes('admin'));
}

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
	viewer: Viewer | null = null,
	now = new Date(),
): Promise<ActivityDetail | null> {
	const [found] = await db
		.select({ row: activities, baseName: educationBases.name })
		.from(activities)
		.leftJoin(educationBases, eq(educationBases.id, activities.educationBaseId))
		.where(eq(activities.id, id));
	if (!found || !canView(found.row, viewer)) return null;
	const { row } = found;
	const isOwner = viewer?.userId === row.ownerId;
	const [registration, isCollected, isThumbed] = await Promise.all([
		registrationOf(db, row, viewer?.userId ?? null, now),
		viewer ? hasRow(db, collects, id, viewer.userId) : false,
		viewer ? hasRow(db, thumbs, id, viewer.userId) : false,
	]);
	const isJoined = registration.state === 'joined';
	return {
		...toActivitySummary(row, now),
		// Stored text is cleaned again by today's rules, which are stricter than some it was saved under.
		content: sanitizeRichText(row.contentHtml),
		address: row.address,
		online_url: isOwner || isJoined ? row.onlineUrl : '',
		contact_name: row.contactName,
		contact_phone: isOwner || isJoined ? row.contactPhone : '',
		view_count: row.viewCount,
		reject_reason: isOwner ? row.rejectReason : '',
		education_base_name: found.baseName ?? '',
		is_owner: isOwner,
		is_joined: isJoined,
		is_collected: isCollected,
		is_thumbed: isThumbed,
		created_at: formatBusinessTime(row.createdAt),
		registration_fields: row.registrationFields as RegistrationField[],
		waitlist_enabled: row.waitlistEnabled,
		late_changes: row.lateChanges,
		checkin_opens_before: row.checkinOpensBefore,
		checkin_closes_after: row.checkinClosesAfter,
		waitlist_count: row.waitlistCount,
		registration,
	};
}
