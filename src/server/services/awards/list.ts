import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { formatBusinessTime } from '../../../lib/beijing-time';
import { ORGANISATION_TYPE_NAMES } from '../../../lib/organisations';
import type { RegionFilter } from '../../access/region-scope';
import { containsPattern } from '../../db/like-pattern';
import {
	type AwardKind,
	type AwardStatus,
	activities,
	awards,
	organisations,
	users,
} from '../../db/schema';
import type { Db } from '../../db/types';
import { regionCodeName } from '../../regions';
import { inRegion } from '../review/queue-scope';
import { eligibleActivity } from './eligible';

interface Paging {
	page: number;
	pageSize: number;
}

function awardsInRegion(filter: RegionFilter): SQL {
	if (filter.level === 'national') return sql`true`;
	if (filter.level === 'province') return eq(awards.provinceCode, filter.provinceCode);
	return eq(awards.cityCode, filter.cityCode);
}

function organisationsInRegion(filter: RegionFilter): SQL {
	if (filter.level === 'national') return sql`true`;
	if (filter.level === 'province') return eq(organisations.provinceCode, filter.provinceCode);
	return eq(organisations.cityCode, filter.cityCode);
}

/** 广东省 广州市; a municipality's city bears its province's name, said once: 北京市. */
function regionName(provinceCode: string, cityCode: string): string {
	const names = [regionCodeName(provinceCode), cityCode ? regionCodeName(cityCode) : ''];
	return [...new Set(names.filter(Boolean))].join(' ');
}

/** The year's nominations inside the admin's region, newest first, with the counts of each status. */
export async function listNominations(
	db: Db,
	filter: RegionFilter,
	input: Paging & { year: number; status?: AwardStatus | undefined },
) {
	const inYear = and(eq(awards.year, input.year), awardsInRegion(filter));
	const where = input.status ? and(inYear, eq(awards.status, input.status)) : inYear;
	const [rows, counts] = await Promise.all([
		db
			.select({
				award: awards,
				title: activities.title,
				organisationName: organisations.name,
				nominator: users.showName,
			})
			.from(awards)
			.leftJoin(activities, eq(activities.id, awards.activityId))
			.leftJoin(organisations, eq(organisations.id, awards.organisationId))
			.leftJoin(users, eq(users.id, awards.nominatedBy))
			.where(where)
			.orderBy(desc(awards.nominatedAt), desc(awards.id))
			.limit(input.pageSize)
			.offset((input.page - 1) * input.pageSize),
		db
			.select({ status: awards.status, n: count() })
			.from(awards)
			.where(inYear)
			.groupBy(awards.status),
	]);
	const countOf = (status: AwardStatus) => counts.find((row) => row.status === status)?.n ?? 0;
	return {
		year: input.year,
		items: rows.map(({ award, title, organisationName, nominator }) => ({
			id: award.id,
			kind: award.kind,
			status: award.status,
			target_id: award.activityId ?? award.organisationId,
			target_name: (award.kind === 'activity' ? title : organisationName) ?? '',
			region_name: regionName(award.provinceCode, award.cityCode),
			note: award.note,
			nominated_by: nominator ?? '',
			nominated_at: formatBusinessTime(award.nominatedAt),
			confirmed_at: award.confirmedAt ? formatBusinessTime(award.confirmedAt) : null,
		})),
		nominated: countOf('nominated'),
		confirmed: countOf('confirmed'),
		total: input.status ? countOf(input.status) : countOf('nominated') + countOf('confirmed'),
		page: input.page,
		pageSize: input.pageSize,
	};
}

const notNominated = (kind: AwardKind, year: number, id: SQL) =>
	sql`NOT EXISTS (SELECT 1 FROM awards a WHERE a.year = ${year} AND a.kind = ${kind} AND ${
		kind === 'activity' ? sql`a.activity_id` : sql`a.organisation_id`
	} = ${id})`;

/** Activities of the admin's region that may be nominated for the year and are not yet. */
async function activityCandidates(
	db: Db,
	filter: RegionFilter,
	input: Paging & { year: number; keyword?: string | undefined },
	now: Date,
) {
	const where = and(
		eligibleActivity(input.year, now),
		inRegion(filter),
		notNominated('activity', input.year, sql`${activities.id}`),
		input.keyword ? sql`${activities.title} ILIKE ${containsPattern(input.keyword)}` : undefined,
	);
	const [rows, [total]] = await Promise.all([
		db
			.select({
				id: activities.id,
				title: activities.title,
				provinceCode: activities.provinceCode,
				cityCode: activities.cityCode,
				organisationName: organisations.name,
			})
			.from(activities)
			.leftJoin(organisations, eq(organisations.id, activities.organisationId))
			.where(where)
			.orderBy(desc(activities.endAt), desc(activities.id))
			.limit(input.pageSize)
			.offset((input.page - 1) * input.pageSize),
		db.select({ n: count() }).from(activities).where(where),
	]);
	return {
		items: rows.map((row) => ({
			id: row.id,
			name: row.title,
			detail: row.organisationName ?? '',
			region_name: regionName(row.provinceCode, row.cityCode),
		})),
		total: total?.n ?? 0,
	};
}

/** Organisations of the admin's region with an activity that may be nominated, not nominated yet. */
async function organisationCandidates(
	db: Db,
	filter: RegionFilter,
	input: Paging & { year: number; keyword?: string | undefined },
	now: Date,
) {
	const eligibleCount = sql<number>`(SELECT count(*)::int FROM activities WHERE ${activities.organisationId} = ${organisations.id} AND ${eligibleActivity(input.year, now)})`;
	const where = and(
		sql`${eligibleCount} > 0`,
		organisationsInRegion(filter),
		notNominated('organisation', input.year, sql`${organisations.id}`),
		input.keyword ? sql`${organisations.name} ILIKE ${containsPattern(input.keyword)}` : undefined,
	);
	const [rows, [total]] = await Promise.all([
		db
			.select({ organisation: organisations, eligible: eligibleCount })
			.from(organisations)
			.where(where)
			.orderBy(desc(eligibleCount), organisations.id)
			.limit(input.pageSize)
			.offset((input.page - 1) * input.pageSize),
		db.select({ n: count() }).from(organisations).where(where),
	]);
	return {
		items: rows.map(({ organisation, eligible }) => ({
			id: organisation.id,
			name: organisation.name,
			detail: `${ORGANISATION_TYPE_NAMES[organisation.type]} · ${eligible} 个活动有已通过的总结`,
			region_name: regionName(organisation.provinceCode, organisation.cityCode),
		})),
		total: total?.n ?? 0,
	};
}

/** What an admin may nominate for the year: activities or organisations of their region. */
export async function listCandidates(
	db: Db,
	filter: RegionFilter,
	input: Paging & { year: number; kind: AwardKind; keyword?: string | undefined },
	now: Date,
) {
	const found =
		input.kind === 'activity'
			? await activityCandidates(db, filter, input, now)
			: await organisationCandidates(db, filter, input, now);
	return {
		...found,
		year: input.year,
		kind: input.kind,
		page: input.page,
		pageSize: input.pageSize,
	};
}
