import { eq } from 'drizzle-orm';
import type { ActivityDraft } from '../../../lib/validation/activity';
import { educationBases } from '../../db/schema';
import type { Db } from '../../db/types';
import { refuse } from '../../domain-error';
import { checkRegionChoice } from '../../regions';
import type { EditableColumns } from './edits';
import { sanitizeRichText } from './sanitize';

/** The columns of a valid draft, once its region and education base are checked. */
export async function toColumns(db: Db, draft: ActivityDraft): Promise<EditableColumns> {
	const regionProblem = checkRegionChoice(
		draft.province_code,
		draft.city_code,
		draft.district_code,
	);
	if (regionProblem) throw refuse.invalid(regionProblem);
	if (draft.education_base_id !== undefined) {
		const [base] = await db
			.select({ id: educationBases.id })
			.from(educationBases)
			.where(eq(educationBases.id, draft.education_base_id));
		if (!base) throw refuse.invalid('科普教育基地不存在');
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
		asksAge: draft.asks_age,
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
export function refuseEnded(columns: ActivityColumns, now: Date, storedEnd: Date | null = null) {
	const moved = storedEnd === null || storedEnd.getTime() !== columns.endAt.getTime();
	if (moved && columns.endAt.getTime() <= now.getTime()) throw refuse.invalid(ENDED_MESSAGE);
}
