import { eq } from 'drizzle-orm';
import type { ActivityCopy, RegistrationField } from '../../../lib/api/activity-types';
import { ownImageOrNothing } from '../../../lib/validation/image-url';
import type { Actor } from '../../access/actor';
import { activityRecord } from '../../access/record';
import { requireMay } from '../../access/require';
import { activities } from '../../db/schema';
import type { Db } from '../../db/types';
import { refuse } from '../../domain-error';
import { findEdit, withEdit } from './edits';
import { sanitizeRichText } from './sanitize';

/**
 * An activity's text and settings for a new publish form (复制活动), as its holder last wrote them
 * (a waiting or rejected edit included). Times, counters, registrations and review state stay
 * behind: the copy is published, screened and reviewed as a new activity. Any state may be copied,
 * an ended or cancelled one too, since recurring sessions copy last season's.
 */
export async function copyActivity(db: Db, id: number, actor: Actor): Promise<ActivityCopy> {
	const [stored] = await db.select().from(activities).where(eq(activities.id, id));
	if (!stored) throw refuse.notFound();
	requireMay(actor, 'copy', activityRecord(stored));
	const row = withEdit(stored, await findEdit(db, id));
	return {
		copied_from: id,
		title: row.title,
		cover: ownImageOrNothing(row.cover),
		cover_focus: row.coverFocus,
		summary: row.summary,
		content: sanitizeRichText(row.contentHtml),
		mode: row.mode,
		province_code: row.provinceCode,
		city_code: row.cityCode,
		district_code: row.districtCode,
		venue: row.venue,
		address: row.address,
		online_url: row.onlineUrl,
		organizer: row.organizer,
		contact_name: row.contactName,
		contact_phone: row.contactPhone,
		audiences: row.audiences,
		lh_type: row.lhType,
		education_base_id: row.educationBaseId,
		capacity: row.capacity,
		registration_fields: row.registrationFields as RegistrationField[],
		waitlist_enabled: row.waitlistEnabled,
		asks_age: row.asksAge,
		late_changes: row.lateChanges,
		checkin_opens_before: row.checkinOpensBefore,
		checkin_closes_after: row.checkinClosesAfter,
	};
}
