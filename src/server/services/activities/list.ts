import {
	and,
	asc,
	count,
	desc,
	eq,
	gt,
	gte,
	ilike,
	isNotNull,
	lt,
	lte,
	or,
	type SQL,
	sql,
} from 'drizzle-orm';
import type { ActivitySummary } from '../../../lib/api/activity-types';
import type { Page } from '../../../lib/api/types';
import { startOfBusinessDay } from '../../../lib/beijing-time';
import { endOfBusinessDay } from '../../../lib/calendar-days';
import type { ActivityListQuery } from '../../../lib/validation/common';
import { activities } from '../../db/schema';
import type { Db } from '../../db/types';
import { type Paging, pageInDefaultOrder, underWay } from './default-order';
import { countWithReuse } from './large-counts';
import { SUMMARY_COLUMNS, toActivitySummary } from './present';

/** `%` and `_` in a keyword match themselves. */
function likePattern(keyword: string): string {
	return `%${keyword.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * Title or organiser contains the keyword, in any case (ILIKE). The trigram indexes serve three
 * characters and more; a two-character keyword is first looked up among the text's two-character
 * pieces (kpy_bigrams, lower-cased character by character as ILIKE compares).
 */
export function keywordCondition(keyword: string): SQL | undefined {
	const pattern = likePattern(keyword);
	const contains = or(ilike(activities.title, pattern), ilike(activities.organizer, pattern));
	if ([...keyword].length !== 2) return contains;
	const piece = sql`ARRAY[lower(${keyword})]::text[]`;
	// ILIKE finding the keyword implies the piece is there, so this only narrows the rows ILIKE
	// tests to those the indexes point to; in this form the pieces are not computed again per row.
	return and(
		or(
			sql`kpy_bigrams(${activities.title}) @> ${piece}`,
			sql`kpy_bigrams(${activities.organizer}) @> ${piece}`,
		),
		contains,
	);
}

function phaseCondition(phase: ActivityListQuery['phase'], now: Date): SQL | undefined {
	const table = {
		upcoming: gt(activities.startAt, now),
		running: underWay(now),
		ended: lte(activities.endAt, now),
	};
	return phase ? table[phase] : undefined;
}

/**
 * Filters of the list page but the phase; date bounds select activities that take place on any
 * day of the range.
 */
function listConditions(query: Partial<ActivityListQuery>): SQL[] {
	const from = query.start_date ? startOfBusinessDay(query.start_date) : Number.NaN;
	const to = query.end_date ? endOfBusinessDay(query.end_date) : Number.NaN;
	const conditions: (SQL | undefined)[] = [
		eq(activities.status, 'approved'),
		query.keyword ? keywordCondition(query.keyword) : undefined,
		query.province_code ? eq(activities.provinceCode, query.province_code) : undefined,
		query.city_code ? eq(activities.cityCode, query.city_code) : undefined,
		query.district_code ? eq(activities.districtCode, query.district_code) : undefined,
		Number.isNaN(from) ? undefined : gte(activities.endAt, new Date(from)),
		Number.isNaN(to) ? undefined : lt(activities.startAt, new Date(to)),
		// The same bounds as a span overlap, which the span index answers: end ≥ from ⇔ end > from − 1 µs.
		!(from < to)
			? undefined
			: sql`tstzrange(${activities.startAt}, ${activities.endAt}) && tstzrange(${new Date(from)}::timestamptz - interval '1 microsecond', ${new Date(to)}::timestamptz)`,
		query.audience
			? sql`${activities.audiences} @> ARRAY[${query.audience}]::smallint[]`
			: undefined,
		query.mode ? eq(activities.mode, query.mode) : undefined,
		query.lh_type ? eq(activities.lhType, query.lh_type) : undefined,
		query.education_base === 0 ? isNotNull(activities.educationBaseId) : undefined,
		query.education_base ? eq(activities.educationBaseId, query.education_base) : undefined,
	];
	return conditions.filter((condition): condition is SQL => condition !== undefined);
}

function listOrder(sort: ActivityListQuery['sort'], now: Date): SQL[] {
	const orders: Record<ActivityListQuery['sort'], SQL[]> = {
		// Running and upcoming first (soonest first), then ended ones (latest first).
		default: [
			sql`(${activities.endAt} <= ${now}) ASC`,
			sql`CASE WHEN ${activities.endAt} > ${now} THEN ${activities.startAt} END ASC`,
			desc(activities.startAt),
		],
		start: [asc(activities.startAt)],
		latest: [desc(activities.createdAt)],
		hot: [desc(activities.joinCount), desc(activities.thumbCount)],
	};
	return [...orders[sort], desc(activities.id)];
}

async function pageInOrder(
	db: Db,
	where: SQL | undefined,
	query: Paging & { sort: ActivityListQuery['sort']; countKey: string },
	now: Date,
) {
	const [rows, counted] = await Promise.all([
		db
			.select(SUMMARY_COLUMNS)
			.from(activities)
			.where(where)
			.orderBy(...listOrder(query.sort, now))
			.limit(query.pageSize)
			.offset((query.page - 1) * query.pageSize),
		countWithReuse(db, query.countKey, async () => {
			const [row] = await db.select({ total: count() }).from(activities).where(where);
			return { total: row?.total ?? 0 };
		}),
	]);
	return { rows, total: counted.total };
}

/**
 * Approved activities matching the filters, one page at a time. `education_base` 0 means "any
 * education base" (the education-base joint action).
 */
export async function listActivities(
	db: Db,
	query: Partial<ActivityListQuery> & Paging,
	now = new Date(),
): Promise<Page<ActivitySummary>> {
	const filtered = and(...listConditions(query));
	const where = and(filtered, phaseCondition(query.phase, now));
	const sort = query.sort ?? 'default';
	const { page, pageSize, sort: _sort, ...filters } = query;
	const paging = { page, pageSize, countKey: JSON.stringify(filters) };
	const { rows, total } =
		sort === 'default'
			? await pageInDefaultOrder(db, { all: where, read: filtered }, paging, now)
			: await pageInOrder(db, where, { ...paging, sort }, now);
	return {
		items: rows.map((row) => toActivitySummary(row, now)),
		total,
		page: query.page,
		pageSize: query.pageSize,
	};
}

/** Featured activities (`is_special`) of a joint action or of all, soonest first. */
export async function listSpecialActivities(
	db: Db,
	options: { lhType?: number | undefined; limit: number },
	now = new Date(),
): Promise<ActivitySummary[]> {
	const rows = await db
		.select(SUMMARY_COLUMNS)
		.from(activities)
		.where(
			and(
				eq(activities.status, 'approved'),
				eq(activities.isSpecial, true),
				options.lhType ? eq(activities.lhType, options.lhType) : undefined,
			),
		)
		.orderBy(...listOrder('default', now))
		.limit(options.limit);
	return rows.map((row) => toActivitySummary(row, now));
}

export { countActivitiesByDay } from './calendar';
