import { eq } from 'drizzle-orm';
import { activities, activityEdits, activitySummaries } from '../db/schema';
import type { Db } from '../db/types';

const UPLOAD_URL = /\/uploads\/[0-9a-f]{32}[.\w-]*/g;

/** The upload URLs an activity shows now or its edit waiting for review would: covers and pictures in the text. */
export async function uploadUrlsOf(db: Db, activityId: number): Promise<string[]> {
	const [row] = await db
		.select({
			cover: activities.cover,
			content: activities.contentHtml,
			edit: activityEdits.content,
		})
		.from(activities)
		.leftJoin(activityEdits, eq(activityEdits.activityId, activities.id))
		.where(eq(activities.id, activityId));
	if (!row) return [];
	return [
		row.cover,
		...(row.content.match(UPLOAD_URL) ?? []),
		...(JSON.stringify(row.edit ?? '').match(UPLOAD_URL) ?? []),
	];
}

/** The upload URLs an activity's summary shows: its photos, video and pictures in its text. */
export async function summaryUploadUrlsOf(db: Db, activityId: number): Promise<string[]> {
	const [row] = await db
		.select({
			content: activitySummaries.content,
			photos: activitySummaries.photos,
			video: activitySummaries.video,
		})
		.from(activitySummaries)
		.where(eq(activitySummaries.activityId, activityId));
	if (!row) return [];
	return [...row.photos, row.video, ...(row.content.match(UPLOAD_URL) ?? [])];
}
