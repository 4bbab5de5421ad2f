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
	type Placeholder,
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
import { NOW, type Paging, pageInDefaultOrder, underWay } from './default-order';
import { countWithReuse } from './large-counts';
import { runListStatement } from './list-statements';
import { SUMMARY_COLUMNS, toActivitySummary } from './present';

/** `%` and `_` in a keyword match themselves. */
function likePattern(keyword: string): string {
	return `%${keyword.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

const P = sql.placeholder;

/**
 * Title or organiser contains the keyword, in any case (ILIKE), `pattern` being its LIKE pattern.
 * The trigram indexes serve three characters and more; a two-character keyword is first looked up
 * among the text's two-character pieces (kpy_bigrams, lower-cased character by character as ILIKE
 * compares).
 */
function keywordMatch(
	pattern: string | Placeholder,
	keyword: string | Placeholder,
	twoCharacters: boolean,
): SQL | undefined {
	const contains = or(ilike(activities.title, pattern), ilike(activities.organizer, pattern));
	if (!twoCharacters) return contains;
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

const isTwoCharacters = (keyword: string) => [...keyword].length === 2;

/** The keyword filter with its values in place, as the list runs it (for EXPLAIN). */
export function keywordCondition(keyword: string): SQL | undefined {
	return keywordMatch(likePattern(keyword), keyword, isTwoCharacters(keyword));
}

/**
 * Each filter of the list and each phase as SQL over placeholders, named by what the query asks.
 * Date bounds select activities that take place on any day of the range.
 */
const FILTERS = {
	keyword: () => keywordMatch(P('pattern'), P('keyword'), false),
	twoCharacterKeyword: () => keywordMatch(P('pattern'), P('keyword'), true),
	province: () => eq(activities.provinceCode, P('province')),
	city: () => eq(activities.cityCode, P('city')),
	district: () => eq(activities.districtCode, P('district')),
	endsFrom: () => gte(activities.endAt, P('from')),
	startsBefore: () => lt(activities.startAt, P('to')),
	// The same bounds as a span overlap, which the span index answers: end ≥ from ⇔ end > from − 1 µs.
	overlaps: () =>
		sql`tstzrange(${activities.startAt}, ${activities.endAt}) && tstzrange(${P('from')}::timestamptz - interval '1 microsecond', ${P('to')}::timestamptz)`,
	audience: () => sql`${activities.audiences} @> ARRAY[${P('audience')}]::smallint[]`,
	mode: () => eq(activities.mode, P('mode')),
	lhType: () => eq(activities.lhType, P('lhType')),
	anyEducationBase: () => isNotNull(activities.educationBaseId),
	educationBase: () => eq(activities.educationBaseId, P('educationBase')),
	upcoming: () => gt(activities.startAt, NOW),
	running: () => underWay(NOW),
	ended: () => lte(activities.endAt, NOW),
} satisfies Record<string, () => SQL | undefined>;

type FilterName = keyof typeof FILTERS;

/** The filters a query asks for, and the values of their placeholders. */
interface ListFilters {
	names: FilterName[];
	values: Record<string, unknown>;
}

/** Filters of the list page but the phase. */
function filtersOf(query: Partial<ActivityListQuery>): ListFilters {
	const names: FilterName[] = [];
	const values: Record<string, unknown> = {};
	const use = (name: FilterName, given: Record<string, unknown> = {}) => {
		names.push(name);
		Object.assign(values, given);
	};
	if (query.keyword)
		use(isTwoCharacters(query.keyword) ? 'twoCharacterKeyword' : 'keyword', {
			pattern: likePattern(query.keyword),
			keyword: query.keyword,
		});
	if (query.province_code) use('province', { province: query.province_code });
	if (query.city_code) use('city', { city: query.city_code });
	if (query.district_code) use('district', { district: query.district_code });
	const from = query.start_date ? startOfBusinessDay(query.start_date) : Number.NaN;
	const to = query.end_date ? endOfBusinessDay(query.end_date) : Number.NaN;
	if (!Number.isNaN(from)) use('endsFrom', { from: new Date(from) });
	if (!Number.isNaN(to)) use('startsBefore', { to: new Date(to) });
	if (from < to) use('overlaps');
	if (query.audience) use('audience', { audience: query.audience });
	if (query.mode) use('mode', { mode: query.mode });
	if (query.lh_type) use('lhType', { lhType: query.lh_type });
	if (query.education_base === 0) use('anyEducationBase');
	if (query.education_base) use('educationBase', { educationBase: query.education_base });
	return { names, values };
}

/** Approved activities passing the named filters, over placeholders. */
function whereOf(names: readonly FilterName[]): SQL | undefined {
	return and(eq(activities.status, 'approved'), ...names.map((name) => FILTERS[name]()));
}

function listOrder(sort: ActivityListQuery['sort']): SQL[] {
	const orders: Record<ActivityListQuery['sort'], SQL[]> = {
		// Running and upcoming first (soonest first), then ended ones (latest first).
		default: [
			sql`(${activities.endAt} <= ${NOW}) ASC`,
			sql`CASE WHEN ${activities.endAt} > ${NOW} THEN ${activities.startAt} END ASC`,
			desc(activities.startAt),
		],
		start: [asc(activities.startAt)],
		latest: [desc(activities.createdAt)],
		hot: [desc(activities.joinCount), desc(activities.thumbCount)],
	};
	return [...orders[sort], desc(activities.id)];
}

type OtherOrder = Exclude<ActivityListQuery['sort'], 'default'>;

/** A page in one of the orders an index gives, without its total. */
function readPageInOrder(
	db: Db,
	names: readonly FilterName[],
	values: Record<string, unknown>,
	query: Paging & { sort: OtherOrder },
) {
	return runListStatement(
		db,
		`page ${query.sort} ${names.join(',')}`,
		() =>
			db
				.select(SUMMARY_COLUMNS)
				.from(activities)
				.where(whereOf(names))
				.orderBy(...listOrder(query.sort))
				.limit(P('limit'))
				.offset(P('offset')),
		{ ...values, limit: query.pageSize, offset: (query.page - 1) * query.pageSize },
	);
}

async function pageInOrder(
	db: Db,
	names: readonly FilterName[],
	values: Record<string, unknown>,
	query: Paging & { sort: OtherOrder; countKey: string },
) {
	const [rows, counted] = await Promise.all([
		readPageInOrder(db, names, values, query),
		countWithReuse(db, query.countKey, async () => {
			const [row] = await runListStatement(
				db,
				`count ${names.join(',')}`,
				() => db.select({ total: count() }).from(activities).where(whereOf(names)),
				values,
			);
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
	const filters = filtersOf(query);
	const values = { ...filters.values, now };
	const sort = query.sort ?? 'default';
	const { page, pageSize, sort: _sort, ...asked } = query;
	const paging = { page, pageSize, countKey: JSON.stringify(asked) };
	const { rows, total } =
		sort === 'default'
			? await pageInDefaultOrder(
					db,
					{ names: filters.names, phase: query.phase, whereOf },
					values,
					paging,
				)
			: await pageInOrder(
					db,
					query.phase ? [...filters.names, query.phase] : filters.names,
					values,
					{ ...paging, sort },
				);
	return {
		items: rows.map((row) => toActivitySummary(row, now)),
		total,
		page: query.page,
		pageSize: query.pageSize,
	};
}

/**
 * One page of approved activities in an order other than the default, not counted: for a caller
 * that knows how many there are (the home page's day, counted by its calendar).
 */
export async function listActivityItems(
	db: Db,
	query: Partial<ActivityListQuery> & Paging & { sort: OtherOrder },
	now = new Date(),
): Promise<ActivitySummary[]> {
	const filters = filtersOf(query);
	const names = query.phase ? [...filters.names, query.phase] : filters.names;
	const rows = await readPageInOrder(db, names, { ...filters.values, now }, query);
	return rows.map((row) => toActivitySummary(row, now));
}

/** Featured activities (`is_special`) of a joint action or of all, soonest first. */
export async function listSpecialActivities(
	db: Db,
	options: { lhType?: number | undefined; limit: number },
	now = new Date(),
): Promise<ActivitySummary[]> {
	const rows = await runListStatement(
		db,
		`special ${options.lhType ? 'lhType' : ''}`,
		() =>
			db
				.select(SUMMARY_COLUMNS)
				.from(activities)
				.where(
					and(
						eq(activities.status, 'approved'),
						eq(activities.isSpecial, true),
						options.lhType ? FILTERS.lhType() : undefined,
					),
				)
				.orderBy(...listOrder('default'))
				.limit(P('limit')),
		{ now, lhType: options.lhType, limit: options.limit },
	);
	return rows.map((row) => toActivitySummary(row, now));
}

export { countActivitiesByDay } from './calendar';
