import type { ActivitySummary } from '../../../lib/api/activity-types';
import { formatBusinessDate } from '../../../lib/beijing-time';
import type { HomeData } from '../../../lib/browse/home-load';
import { isMonthText } from '../../../lib/format/month-grid';
import { createCache, databaseKey } from '../../cache/caches';
import type { Db } from '../../db/types';
import {
	countActivitiesByDay,
	listActivities,
	listActivityItems,
	listSpecialActivities,
} from '../activities/list';
import { listBanners, listJointActions } from '../content';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
export const DAY_LIST_SIZE = 6;

/** A home part that cannot be read is shown empty rather than failing the whole page. */
async function orEmpty<T>(part: string, read: Promise<T>, empty: T, failed: string[]): Promise<T> {
	try {
		return await read;
	} catch (error) {
		console.error(`[home-list] ${part} failed`, error);
		failed.push(part);
		return empty;
	}
}

/** What the home page shows whatever month and day it is asked for. */
interface DayIndependentParts {
	banners: HomeData['banners'];
	jointActions: HomeData['jointActions'];
	featured: HomeData['featured'];
	latest: HomeData['latest'];
	failed: string[];
}

/**
 * Kept for a page's lifetime: each new month or day asked for is a page of its own (a miss), and
 * without this each read the banners, joint actions, featured and latest lists again. Any write
 * to the lists or to an activity's figures forgets them, so a page rendered after a write shows it;
 * only a change to one activity's own page (its materials) leaves them.
 */
const dayIndependent = createCache<DayIndependentParts>({
	ttlMs: 30_000,
	maxEntries: 8,
	staleAfter: (change) => change.kind !== 'page',
	shouldKeep: (parts) => parts.failed.length === 0,
});

async function readDayIndependent(
	db: Db,
	device: 'pc' | 'mobile',
	now: Date,
): Promise<DayIndependentParts> {
	const failed: string[] = [];
	const [banners, jointActions, featured, latest] = await Promise.all([
		orEmpty('banners', listBanners(db, device), [], failed),
		orEmpty('joint actions', listJointActions(db), [], failed),
		orEmpty('featured', listSpecialActivities(db, { limit: 6 }, now), [], failed),
		orEmpty(
			'latest',
			listActivities(db, { sort: 'latest', page: 1, pageSize: 10 }, now).then((page) => page.items),
			[],
			failed,
		),
	]);
	return { banners, jointActions, featured, latest, failed };
}

/** The day to list: the asked one, else today when it has activities, else the month's first busy day. */
function pickDay(
	asked: string | null,
	month: string,
	counts: Map<string, number>,
	today: string,
): string {
	if (asked && DATE.test(asked) && asked.startsWith(month)) return asked;
	if ((counts.get(today) ?? 0) > 0) return today;
	return [...counts].find(([, count]) => count > 0)?.[0] ?? '';
}

const NO_DAY: { items: ActivitySummary[]; total: number } = { items: [], total: 0 };

/**
 * The day's first activities, and how many take place that day: the calendar has counted them (the
 * list's filter and the calendar's count agree, browse.test.ts), so only a calendar that failed
 * leaves them to be counted again, and a day it found empty is not read.
 */
async function readDay(
	db: Db,
	date: string,
	counted: number | undefined,
	now: Date,
	failed: string[],
): Promise<{ items: ActivitySummary[]; total: number }> {
	const query = {
		start_date: date,
		end_date: date,
		sort: 'start',
		page: 1,
		pageSize: DAY_LIST_SIZE,
	} as const;
	if (counted === undefined)
		return orEmpty(
			'day list',
			listActivities(db, query, now),
			{ ...NO_DAY, page: 1, pageSize: DAY_LIST_SIZE },
			failed,
		);
	if (counted === 0) return NO_DAY;
	const items = await orEmpty('day list', listActivityItems(db, query, now), [], failed);
	return { items, total: counted };
}

/**
 * The home page's data for `?month=YYYY-MM&date=YYYY-MM-DD` (both optional). The page cache keeps
 * the rendered page per layout, month and day; the parts no month or day changes are kept here.
 */
export async function loadHome(
	db: Db,
	params: URLSearchParams,
	device: 'pc' | 'mobile',
	now = new Date(),
): Promise<HomeData> {
	const failed: string[] = [];
	const today = formatBusinessDate(now);
	const askedMonth = params.get('month');
	const month = isMonthText(askedMonth) ? askedMonth : today.slice(0, 7);
	const [parts, days] = await Promise.all([
		dayIndependent.get(`${databaseKey(db)}:${device}`, () => readDayIndependent(db, device, now)),
		orEmpty('calendar', countActivitiesByDay(db, { month }), [], failed),
	]);
	const { banners, jointActions, featured, latest } = parts;
	failed.push(...parts.failed);
	const counts = new Map(days.map((day) => [day.date, day.count]));
	const date = pickDay(params.get('date'), month, counts, today);
	const dayPage = date ? await readDay(db, date, counts.get(date), now, failed) : NO_DAY;
	return {
		banners,
		jointActions,
		featured,
		latest,
		calendar: { month, date, counts, dayActivities: dayPage.items, dayTotal: dayPage.total },
		degraded: failed.length > 0,
	};
}
