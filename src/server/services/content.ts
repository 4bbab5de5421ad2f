import { and, asc, count, eq, isNotNull } from 'drizzle-orm';
import type { Banner, EducationBase, JointActionInfo } from '../../lib/api/content-types';
import { activities, banners, educationBases, jointActions } from '../db/schema';
import type { Db } from '../db/types';
import { describeRegion } from '../regions';

export async function listBanners(db: Db, position: 'pc' | 'mobile'): Promise<Banner[]> {
	const rows = await db
		.select()
		.from(banners)
		.where(eq(banners.position, position))
		.orderBy(asc(banners.sortOrder), asc(banners.id));
	return rows.map((row) => ({ id: row.id, title: row.title, image: row.image, link: row.link }));
}

/** Joint actions in menu order, each with its count of approved activities. */
export async function listJointActions(db: Db): Promise<JointActionInfo[]> {
	const [rows, counts, baseCount] = await Promise.all([
		db.select().from(jointActions).orderBy(asc(jointActions.sortOrder), asc(jointActions.id)),
		db
			.select({ lhType: activities.lhType, n: count() })
			.from(activities)
			.where(and(eq(activities.status, 'approved'), isNotNull(activities.lhType)))
			.groupBy(activities.lhType),
		db
			.select({ n: count() })
			.from(activities)
			.where(and(eq(activities.status, 'approved'), isNotNull(activities.educationBaseId))),
	]);
	const byType = new Map(counts.map((row) => [row.lhType, row.n]));
	return rows.map((row) => ({
		id: row.id,
		lh_type: row.lhType,
		name: row.name,
		summary: row.summary,
		cover: row.cover,
		activity_count: row.lhType === null ? (baseCount[0]?.n ?? 0) : (byType.get(row.lhType) ?? 0),
	}));
}

/** Education bases of the education-base joint action, optionally of one province. */
export async function listEducationBases(
	db: Db,
	filter: { provinceCode?: string } = {},
): Promise<EducationBase[]> {
	const rows = await db
		.select({ base: educationBases, n: count(activities.id) })
		.from(educationBases)
		.leftJoin(
			activities,
			and(eq(activities.educationBaseId, educationBases.id), eq(activities.status, 'approved')),
		)
		.where(filter.provinceCode ? eq(educationBases.provinceCode, filter.provinceCode) : undefined)
		.groupBy(educationBases.id)
		.orderBy(asc(educationBases.sortOrder), asc(educationBases.id));
	return rows.map(({ base, n }) => {
		const region = describeRegion(base.provinceCode, base.cityCode, '');
		return {
			id: base.id,
			name: base.name,
			province_code: base.provinceCode,
			province_name: region.province_name,
			city_code: base.cityCode,
			city_name: region.city_name,
			address: base.address,
			summary: base.summary,
			cover: base.cover,
			activity_count: n,
		};
	});
}
