import type { APIRoute } from 'astro';
import { formatBusinessTime } from '../../lib/beijing-time';
import { PUBLIC_PAGE_CACHE } from '../../lib/browse/cache-control';
import { describeRegion } from '../../lib/format/activity-labels';
import { toIcsUtc } from '../../lib/format/activity-time';
import { buildIcs } from '../../lib/format/ics';
import { toPublicUrl } from '../../server/http/public-url';
import { getActivityDetail } from '../../server/services/activities/detail';

const FILE_NAME = /^(\d{1,10})\.ics$/;

/** `/ics/{id}.ics`: a public activity as an iCalendar file to add to a phone or desktop calendar. */
export const GET: APIRoute = async ({ params, locals }) => {
	const id = Number(FILE_NAME.exec(params.file ?? '')?.[1]);
	const activity =
		Number.isSafeInteger(id) && id > 0
			? await getActivityDetail(await locals.runtime.db(), id)
			: null;
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
			url: toPublicUrl(`/detail-page?id=${activity.id}`),
			status: activity.status,
		},
		new URL(locals.runtime.config.publicOrigin).hostname,
		toIcsUtc(formatBusinessTime(Date.now())),
	);
	return new Response(body, {
		headers: {
			'Content-Type': 'text/calendar; charset=utf-8',
			'Content-Disposition': `attachment; filename="activity-${activity.id}.ics"`,
			'Cache-Control': PUBLIC_PAGE_CACHE,
		},
	});
};
