import { and, eq, sql } from 'drizzle-orm';
import type { ActivityDetail } from '../../../lib/api/types';
import { formatBusinessTime } from '../../../lib/validation/time';
import { activities, collects, educationBases, joins, thumbs } from '../../db/schema';
import type { Db } from '../../db/types';
import { type ActivityRow, toActivitySummary } from './present';

export interface Viewer {
	userId: number;
	roles: readonly string[];
}

/** The viewer of a page's `Astro.locals.session` (uid is the user id as text). */
export function viewerFromSession(
	session: { uid: string; roles: readonly string[] } | null,
): Viewer | null {
	const userId = Number(session?.uid);
	return session && Number.isInteger(userId) && userId > 0
		? { userId, roles: session.roles }
		: null;
}

/** Approved and cancelled activities are public; pending and rejected ones only for owner and admin. */
export function canView(row: ActivityRow, viewer: Viewer | null): boolean {
	if (row.status === 'approved' || row.status === 'cancelled') return true;
	return viewer !== null && (viewer.userId === row.ownerId || viewer.roles.includes('admin'));
}

async function hasRow(
	db: Db,
	table: typeof joins | typeof collects | typeof thumbs,
	id: number,
	userId: number,
) {
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
	const [isJoined, isCollected, isThumbed] = viewer
		? await Promise.all([
				hasRow(db, joins, id, viewer.userId),
				hasRow(db, collects, id, viewer.userId),
				hasRow(db, thumbs, id, viewer.userId),
			])
		: [false, false, false];
	return {
		...toActivitySummary(row, now),
		content: row.contentHtml,
		address: row.address,
		online_url: isOwner || isJoined ? row.onlineUrl : '',
		contact_name: row.contactName,
		contact_phone: isOwner ? row.contactPhone : '',
		view_count: row.viewCount,
		reject_reason: isOwner ? row.rejectReason : '',
		education_base_name: found.baseName ?? '',
		is_owner: isOwner,
		is_joined: isJoined,
		is_collected: isCollected,
		is_thumbed: isThumbed,
		created_at: formatBusinessTime(row.createdAt),
	};
}

/** Counts a page view; pages call it after rendering a detail. */
export async function countActivityView(db: Db, id: number): Promise<void> {
	await db
		.update(activities)
		.set({ viewCount: sql`${activities.viewCount} + 1` })
		.where(eq(activities.id, id));
}
