import type { EducationBase } from '../../../lib/api/content-types';
import type { ListLoad } from '../../../lib/browse/list-load';
import type { Db } from '../../db/types';
import { listEducationBases } from '../content';
import { loadActivityList } from './list-loader';

/** The education-base page: its bases and the activities of `?education_base=` (0 or absent: all bases). */
export async function loadEducationPage(
	db: Db,
	params: URLSearchParams,
	pageSize: number,
): Promise<{ bases: EducationBase[]; current: number; load: ListLoad }> {
	const bases = await listEducationBases(db);
	const asked = Number(params.get('education_base'));
	const current = bases.some((base) => base.id === asked) ? asked : 0;
	const load = await loadActivityList(async () => db, params, {
		fixed: { education_base: String(current) },
		pageSize,
	});
	return { bases, current, load };
}
