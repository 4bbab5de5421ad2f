import type { ActivityPhase, ActivitySummary } from '../../../lib/api/activity-types';
import { formatBusinessTime } from '../../../lib/beijing-time';
import { ownImageOrNothing } from '../../../lib/validation/image-url';
import { activities } from '../../db/schema';
import { describeRegion } from '../../regions';

export type ActivityRow = typeof activities.$inferSelect;

function phaseOf(row: Pick<ActivityRow, 'startAt' | 'endAt'>, now: Date): ActivityPhase {
	if (now.getTime() < row.startAt.getTime()) return 'upcoming';
	return now.getTime() < row.endAt.getTime() ? 'running' : 'ended';
}

/** The columns a card shows: lists read these, not the description and the rest of the row. */
export const SUMMARY_COLUMNS = {
	id: activities.id,
	title: activities.title,
	cover: activities.cover,
	coverFocus: activities.coverFocus,
	summary: activities.summary,
	startAt: activities.startAt,
	endAt: activities.endAt,
	mode: activities.mode,
	provinceCode: activities.provinceCode,
	cityCode: activities.cityCode,
	districtCode: activities.districtCode,
	venue: activities.venue,
	organizer: activities.organizer,
	audiences: activities.audiences,
	lhType: activities.lhType,
	educationBaseId: activities.educationBaseId,
	capacity: activities.capacity,
	joinCount: activities.joinCount,
	collectCount: activities.collectCount,
	thumbCount: activities.thumbCount,
	status: activities.status,
};

export type SummaryRow = Pick<ActivityRow, keyof typeof SUMMARY_COLUMNS>;

export function toActivitySummary(row: SummaryRow, now: Date): ActivitySummary {
	return {
		id: row.id,
		title: row.title,
		// A cover stored before covers had to be uploads shows the placeholder instead.
		cover: ownImageOrNothing(row.cover),
		cover_focus: row.coverFocus,
		summary: row.summary,
		start_time: formatBusinessTime(row.startAt),
		end_time: formatBusinessTime(row.endAt),
		mode: row.mode,
		province_code: row.provinceCode,
		city_code: row.cityCode,
		district_code: row.districtCode,
		...describeRegion(row.provinceCode, row.cityCode, row.districtCode),
		venue: row.venue,
		organizer: row.organizer,
		audiences: row.audiences,
		lh_type: row.lhType,
		education_base_id: row.educationBaseId,
		capacity: row.capacity,
		join_count: row.joinCount,
		collect_count: row.collectCount,
		thumb_count: row.thumbCount,
		status: row.status,
		phase: phaseOf(row, now),
	};
}
