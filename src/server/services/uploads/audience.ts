import { eq, sql } from 'drizzle-orm';
import type { Actor } from '../../access/actor';
import { may } from '../../access/policy';
import { type ActivityAccessFields, activityRecord } from '../../access/record';
import { uploads } from '../../db/schema';
import { type Db, queryRows } from '../../db/types';
import { PUBLIC_PREFIX } from '../../storage/storage';

/**
 * Videos and documents are served to others only once a record everyone sees uses them: a file
 * review has not passed can hold anything, and its address would otherwise pass from hand to hand.
 * Pictures are shown at once (a cover while its activity waits for review is seen by its reviewer
 * and holder only, through the pages that check), so they stay outside this rule.
 */
export const GATED_EXTENSIONS: ReadonlySet<string> = new Set(['mp4', 'pdf']);

/** Who a stored file may go to: anyone (it may be cached publicly), this viewer only, or nobody. */
export type UploadAudience = 'everyone' | 'viewer' | 'nobody';

/** A record of an activity that shows the file: one of its materials, or its summary (活动总结). */
interface RecordUse extends ActivityAccessFields {
	/** Review passed the material or summary itself. */
	approved: boolean;
}

const ACTIVITY_FIELDS = sql`a.owner_id AS "ownerId", a.organisation_id AS "organisationId",
	a.status, a.content_approved AS "contentApproved", a.province_code AS "provinceCode",
	a.city_code AS "cityCode"`;

async function recordUses(db: Db, url: string): Promise<RecordUse[]> {
	return queryRows<RecordUse>(
		db,
		sql`SELECT m.status = 'approved' AS approved, ${ACTIVITY_FIELDS}
		FROM materials m JOIN activities a ON a.id = m.activity_id WHERE m.url = ${url}
		UNION ALL
		SELECT s.status = 'approved' AS approved, ${ACTIVITY_FIELDS}
		FROM activity_summaries s JOIN activities a ON a.id = s.activity_id WHERE s.video = ${url}`,
	);
}

async function isPublishedResourceFile(db: Db, url: string): Promise<boolean> {
	const [row] = await queryRows<{ used: boolean }>(
		db,
		sql`SELECT EXISTS (SELECT 1 FROM resources WHERE video_url = ${url} OR poster = ${url}) AS used`,
	);
	return Boolean(row?.used);
}

async function isUploader(db: Db, name: string, actor: Actor): Promise<boolean> {
	const [row] = await db
		.select({ ownerId: uploads.ownerId })
		.from(uploads)
		.where(eq(uploads.name, name));
	return row?.ownerId === actor.userId;
}

/**
 * Who may fetch a stored video or document: everyone once an approved material or summary of a
 * public activity, or a resource, uses it; before that its uploader, the activity's holders and the
 * admins who review it; nobody else, not even to learn that it exists.
 */
export async function uploadAudience(
	db: Db,
	name: string,
	viewer: Actor | null,
): Promise<UploadAudience> {
	const url = `${PUBLIC_PREFIX}${name}`;
	const uses = await recordUses(db, url);
	const records = uses.map((use) => ({ use, record: activityRecord(use) }));
	if (records.some(({ use, record }) => use.approved && record.isPublic)) {
		return 'everyone';
	}
	if (await isPublishedResourceFile(db, url)) return 'everyone';
	if (!viewer) return 'nobody';
	const mayReview = records.some(
		({ record }) =>
			may(viewer, 'view-unapproved-materials', record) ||
			may(viewer, 'submit-summary', record) ||
			may(viewer, 'review', record),
	);
	if (mayReview || (await isUploader(db, name, viewer))) return 'viewer';
	return 'nobody';
}
