import { formatBusinessTime } from '../../lib/beijing-time';
import { describeRegion as joinRegionNames } from '../../lib/format/activity-labels';
import type { activities } from '../db/schema';
import { describeRegion } from '../regions';

/** The columns a reminder or change notice speaks of. */
export type NoticeColumns = Pick<
	typeof activities.$inferSelect,
	| 'startAt'
	| 'endAt'
	| 'provinceCode'
	| 'cityCode'
	| 'districtCode'
	| 'venue'
	| 'address'
	| 'onlineUrl'
>;

/** `2026-05-01 09:00`, Beijing time. */
const minuteText = (at: Date) => formatBusinessTime(at).slice(0, 16);

/** `2026-05-01 09:00 至 11:00`, or with the end's date when it ends another day. */
export function timeText(row: Pick<NoticeColumns, 'startAt' | 'endAt'>): string {
	const start = minuteText(row.startAt);
	const end = minuteText(row.endAt);
	return `${start} 至 ${end.slice(0, 10) === start.slice(0, 10) ? end.slice(11) : end}`;
}

/** Region, venue and address, or '' for an online activity. */
export function placeText(row: NoticeColumns): string {
	if (!row.venue && !row.address) return '';
	const names = describeRegion(row.provinceCode, row.cityCode, row.districtCode);
	const region = joinRegionNames([names.province_name, names.city_name, names.district_name]);
	return [region, row.venue, row.address].filter(Boolean).join(' ');
}
