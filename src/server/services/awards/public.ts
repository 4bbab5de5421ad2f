import { and, desc, eq } from 'drizzle-orm';
import type { AwardsOfProvince } from '../../../lib/api/awards';
import { ORGANISATION_TYPE_NAMES } from '../../../lib/organisations';
import { activities, awards, organisations } from '../../db/schema';
import type { Db } from '../../db/types';
import { regionCodeName } from '../../regions';
import { publicActivityCondition } from '../activities/visibility';

/** Years with a confirmed list, latest first. */
export async function listAwardYears(db: Db): Promise<number[]> {
	const rows = await db
		.selectDistinct({ year: awards.year })
		.from(awards)
		.where(eq(awards.status, 'confirmed'))
		.orderBy(desc(awards.year));
	return rows.map((row) => row.year);
}

/**
 * A year's confirmed 优秀活动 and 优秀单位 by province, in the order of the province codes. An
 * activity no longer public (taken down) leaves the list.
 */
export async function listConfirmedAwards(db: Db, year: number): Promise<AwardsOfProvince[]> {
	const confirmed = and(eq(awards.year, year), eq(awards.status, 'confirmed'));
	const [activityRows, organisationRows] = await Promise.all([
		db
			.select({
				provinceCode: awards.provinceCode,
				id: activities.id,
				title: activities.title,
				organisationName: organisations.name,
				note: awards.note,
			})
			.from(awards)
			.innerJoin(activities, eq(activities.id, awards.activityId))
			.leftJoin(organisations, eq(organisations.id, activities.organisationId))
			.where(and(confirmed, publicActivityCondition))
			.orderBy(awards.provinceCode, awards.confirmedAt, awards.id),
		db
			.select({
				provinceCode: awards.provinceCode,
				organisation: organisations,
				note: awards.note,
			})
			.from(awards)
			.innerJoin(organisations, eq(organisations.id, awards.organisationId))
			.where(confirmed)
			.orderBy(awards.provinceCode, awards.confirmedAt, awards.id),
	]);
	const provinces = new Map<string, AwardsOfProvince>();
	const provinceOf = (code: string) => {
		let entry = provinces.get(code);
		if (!entry) {
			entry = {
				province_code: code,
				province_name: regionCodeName(code),
				activities: [],
				organisations: [],
			};
			provinces.set(code, entry);
		}
		return entry;
	};
	for (const row of activityRows) {
		provinceOf(row.provinceCode).activities.push({
			id: row.id,
			title: row.title,
			organisation_name: row.organisationName ?? '',
			note: row.note,
		});
	}
	for (const { provinceCode, organisation, note } of organisationRows) {
		provinceOf(provinceCode).organisations.push({
			id: organisation.id,
			name: organisation.name,
			type_name: ORGANISATION_TYPE_NAMES[organisation.type],
			note,
		});
	}
	return [...provinces.values()].sort((a, b) => a.province_code.localeCompare(b.province_code));
}
