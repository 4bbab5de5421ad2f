import type { ActivityPhase, ActivitySummary } from '../../../lib/api/activity-types';
import { formatBusinessTime } from '../../../lib/beijing-time';
import { ownImageOrNothing } from '../../../lib/validation/image-url';
import type { activities } from '../../db/schema';
import { describeRegion } from '../../regions';

export type ActivityRow = typeof activities.$inferSelect;

function phaseOf(row: Pick<ActivityRow, 'startAt' | 'endAt'>, now: Date): ActivityPhase {
	if (now.getTime() < row.startAt.getTime()) return 'upcoming';
	return now.getTime() < row.endAt.getTime() ? 'running' : 'ended';
}

export function toActivitySummary(row: ActivityRow, now: Date): ActivitySummary {
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
