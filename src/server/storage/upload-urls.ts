import { eq } from 'drizzle-orm';
import { activities } from '../db/schema';
import type { Db } from '../db/types';

const UPLOAD_URL = /\/uploads\/[0-9a-f]{32}[.\w-]*/g;

/** The upload URLs an activity shows now: its cover and the pictures in its text. */
export async function uploadUrlsOf(db: Db, activityId: number): Promise<string[]> {
	const [row] = await db
		.select({ cover: activities.cover, content: activities.contentHtml })
		.from(activities)
		.where(eq(activities.id, activityId));
	if (!row) return [];
	return [row.cover, ...(row.content.match(UPLOAD_URL) ?? [])];
}
