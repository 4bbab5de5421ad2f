import { formatBusinessDate } from '../../../lib/beijing-time';
import type { activities } from '../../db/schema';
import { regionCodeName } from '../../regions';

type ActivityFacts = Pick<
	typeof activities.$inferSelect,
	'startAt' | 'endAt' | 'mode' | 'provinceCode' | 'cityCode' | 'venue' | 'address'
>;

function chineseDate(date: string, withYear = true): string {
	const [year, month, day] = date.split('-').map(Number);
	return `${withYear ? `${year}年` : ''}${month}月${day}日`;
}

/** 2025年9月20日, or 2025年9月20日至9月22日 for an activity of several Beijing days. */
export function certificateDate(activity: Pick<ActivityFacts, 'startAt' | 'endAt'>): string {
	const start = formatBusinessDate(activity.startAt);
	const end = formatBusinessDate(activity.endAt);
	if (start === end) return chineseDate(start);
	return `${chineseDate(start)}至${chineseDate(end, start.slice(0, 4) !== end.slice(0, 4))}`;
}

/** Where it took place: 线上 for an online activity, else its city and venue. */
export function certificatePlace(activity: ActivityFacts): string {
	if (activity.mode === 'online') return '线上';
	const province = regionCodeName(activity.provinceCode);
	const city = activity.cityCode ? regionCodeName(activity.cityCode) : '';
	const region = city && city !== province ? `${province}${city}` : province;
	const spot = activity.venue || activity.address;
	return [region, spot].filter(Boolean).join(' ');
}
