import { and, count, desc, eq, inArray, max, sql } from 'drizzle-orm';
import type { ReportGroup } from '../../../lib/api/report-types';
import type { Page } from '../../../lib/api/types';
import { formatBusinessTime } from '../../../lib/beijing-time';
import type { ReportCategory } from '../../../lib/report-categories';
import type { RegionFilter } from '../../access/region-scope';
import { activities, activityReports, materials, users } from '../../db/schema';
import type { Db } from '../../db/types';
import { regionCodeName } from '../../regions';
import { shownKindOf } from '../activities/materials';
import { inRegion } from '../review/queue-scope';
import { maskMobile } from '../users';

/** How many of an activity's reports the queue shows in full. */
const LATEST_SHOWN = 5;

const openReport = eq(activityReports.outcome, 'open');

async function reportsOf(db: Db, activityIds: number[]) {
	if (activityIds.length === 0) return [];
	return db
		.select({
			activityId: activityReports.activityId,
			materialId: activityReports.materialId,
			category: activityReports.category,
			reason: activityReports.reason,
			flagged: activityReports.flagged,
			createdAt: activityReports.createdAt,
			mobile: users.mobile,
		})
		.from(activityReports)
		.innerJoin(users, eq(users.id, activityReports.reporterId))
		.where(and(openReport, inArray(activityReports.activityId, activityIds)))
		.orderBy(desc(activityReports.createdAt), desc(activityReports.id));
}

/**
 * The admin's report queue: activities of their region, and materials of them, with open reports,
 * most reported first, each with its count, categories and latest reasons (reporters by masked
 * number). An activity and each of its materials are separate entries, decided separately.
 */
export async function listReportQueue(
	db: Db,
	filter: RegionFilter,
	paging: { page: number; pageSize: number },
): Promise<Page<ReportGroup>> {
	const where = and(openReport, inRegion(filter));
	const latest = max(activityReports.createdAt);
	const [groups, [total]] = await Promise.all([
		db
			.select({
				activity: {
					id: activities.id,
					title: activities.title,
					status: activities.status,
					provinceCode: activities.provinceCode,
					cityCode: activities.cityCode,
				},
				material: {
					id: materials.id,
					name: materials.name,
					kind: materials.kind,
					url: materials.url,
				},
				ownerName: users.showName,
				reports: count(),
				latest,
			})
			.from(activityReports)
			.innerJoin(activities, eq(activities.id, activityReports.activityId))
			.leftJoin(materials, eq(materials.id, activityReports.materialId))
			.innerJoin(users, eq(users.id, activities.ownerId))
			.where(where)
			.groupBy(activities.id, materials.id, users.showName)
			.orderBy(desc(count()), desc(latest), desc(activities.id), materials.id)
			.limit(paging.pageSize)
			.offset((paging.page - 1) * paging.pageSize),
		db
			.select({
				n: sql<number>`count(DISTINCT (${activityReports.activityId}, ${activityReports.materialId}))::int`,
			})
			.from(activityReports)
			.innerJoin(activities, eq(activities.id, activityReports.activityId))
			.where(where),
	]);
	const reports = await reportsOf(
		db,
		groups.map((group) => group.activity.id),
	);
	return {
		items: groups.map(
			({ activity, material, ownerName, reports: reportCount, latest: latestAt }) => {
				const own = reports.filter(
					(report) =>
						report.activityId === activity.id && report.materialId === (material?.id ?? null),
				);
				const categories = new Map<ReportCategory, number>();
				for (const report of own) {
					const category = report.category as ReportCategory;
					categories.set(category, (categories.get(category) ?? 0) + 1);
				}
				return {
					activity_id: activity.id,
					title: activity.title,
					material: material && {
						id: material.id,
						name: material.name,
						kind: shownKindOf(material.kind, material.url),
						url: material.url,
					},
					status: activity.status,
					region: regionCodeName(activity.cityCode || activity.provinceCode),
					owner_name: ownerName,
					report_count: reportCount,
					categories: [...categories].map(([category, n]) => ({ category, count: n })),
					latest_at: latestAt ? formatBusinessTime(latestAt) : '',
					reports: own.slice(0, LATEST_SHOWN).map((report) => ({
						category: report.category as ReportCategory,
						reason: report.reason,
						reporter: maskMobile(report.mobile),
						created_at: formatBusinessTime(report.createdAt),
						flagged: report.flagged,
					})),
				};
			},
		),
		total: total?.n ?? 0,
		page: paging.page,
		pageSize: paging.pageSize,
	};
}
