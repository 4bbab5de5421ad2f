import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { ActivitySummary } from '../../../lib/api/activity-types';
import type { Page } from '../../../lib/api/types';
import type { ActivityListQuery } from '../../../lib/validation/common';
import { runPrepared } from '../../db/prepared-statements';
import { activities } from '../../db/schema';
import type { Db } from '../../db/types';
import { NOW, type Paging, pageInDefaultOrder } from './default-order';
import { countWithReuse } from './large-counts';
import { FILTERS, type FilterName, filtersOf, P, whereOf } from './list-filters';
import { SUMMARY_COLUMNS, toActivitySummary } from './present';

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
	return runPrepared(
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
			const [row] = await runPrepared(
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
	const rows = await runPrepared(
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
