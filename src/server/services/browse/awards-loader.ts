import type { AwardsPageData } from '../../../lib/api/awards';
import type { Db } from '../../db/types';
import { listAwardYears, listConfirmedAwards } from '../awards/public';
import { campaignYearOf } from '../awards/year';

/**
 * `/awards?year=`: a year's confirmed list by province. Without a year, or with one that has no
 * list, the latest year that has one (the current year while none has).
 */
export async function loadAwardsPage(
	db: Db,
	yearText: string | null,
	now = new Date(),
): Promise<AwardsPageData> {
	const years = await listAwardYears(db);
	const asked = Number(yearText);
	const year = years.includes(asked) ? asked : (years[0] ?? campaignYearOf(now));
	return { year, years, provinces: await listConfirmedAwards(db, year) };
}
