import {
	and,
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
import { startOfBusinessDay } from '../../../lib/beijing-time';
import { endOfBusinessDay } from '../../../lib/calendar-days';
import type { ActivityListQuery } from '../../../lib/validation/common';
import { activities } from '../../db/schema';
import { NOW, underWay } from './default-order';

/** `%` and `_` in a keyword match themselves. */
function likePattern(keyword: string): string {
	return `%${keyword.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

export const P = sql.placeholder;

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
export const FILTERS = {
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

export type FilterName = keyof typeof FILTERS;

/** The filters a query asks for, and the values of their placeholders. */
interface ListFilters {
	names: FilterName[];
	values: Record<string, unknown>;
}

/** Filters of the list page but the phase. */
export function filtersOf(query: Partial<ActivityListQuery>): ListFilters {
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
export function whereOf(names: readonly FilterName[]): SQL | undefined {
	return and(eq(activities.status, 'approved'), ...names.map((name) => FILTERS[name]()));
}
