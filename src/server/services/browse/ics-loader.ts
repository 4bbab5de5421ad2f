import { formatBusinessTime } from '../../../lib/beijing-time';
import { PUBLIC_PAGE_CACHE } from '../../../lib/browse/cache-control';
import { describeRegion } from '../../../lib/format/activity-labels';
import { toIcsUtc } from '../../../lib/format/activity-time';
import { buildIcs } from '../../../lib/format/ics';
import { detailPage } from '../../../lib/routes';
import { parseDatabaseId } from '../../../lib/validation/fields';
import type { Db } from '../../db/types';
import { getActivityDetail } from '../activities/detail';

const FILE_NAME = /^(\d+)\.ics$/;

/**
 * `/ics/{id}.ics`: a public activity as an iCalendar file, or 404 for a bad, unknown or hidden id.
 * Its links and UID are on the public origin, never on the request's Host. Its VALARMs remind at
 * the same offsets as the 站内信 reminders (REMINDER_OFFSETS).
 */
export async function answerIcsFile(
	db: Db,
	file: string,
	publicOrigin: string,
	reminderOffsets: number[] = [],
): Promise<Response> {
	const id = parseDatabaseId(FILE_NAME.exec(file)?.[1]);
	const activity = id === null ? null : await getActivityDetail(db, id);
	if (!activity) {
		return new Response('活动不存在或未公开', {
			status: 404,
			headers: { 'Content-Type': 'text/plain; charset=utf-8' },
		});
	}
	const region = describeRegion([
		activity.province_name,
		activity.city_name,
		activity.district_name,
	]);
	const body = buildIcs(
		{
			id: activity.id,
			title: activity.title,
			summary: activity.summary,
			start_time: activity.start_time,
			end_time: activity.end_time,
			location:
				activity.mode === 'online'
					? '线上活动'
					: [region, activity.venue, activity.address].filter(Boolean).join(' '),
			organizer: activity.organizer,
			url: new URL(detailPage(activity.id), publicOrigin).href,
			status: activity.status,
			reminders: reminderOffsets,
		},
		new URL(publicOrigin).hostname,
		toIcsUtc(formatBusinessTime(Date.now())),
	);
	return new Response(body, {
		headers: {
			'Content-Type': 'text/calendar; charset=utf-8',
			'Content-Disposition': `attachment; filename="activity-${activity.id}.ics"`,
			'Cache-Control': PUBLIC_PAGE_CACHE,
		},
	});
}
