import { z } from 'zod/mini';
import {
	bannerSchema,
	calendarSchema,
	regionListSchema,
	resourceIdSchema,
	resourceListSchema,
} from '../../../lib/validation/common';
import { listRegionChildren } from '../../regions';
import { countActivitiesByDay } from '../../services/activities/list';
import { listBanners, listEducationBases, listJointActions } from '../../services/content';
import { getResourceDetail, listResources } from '../../services/resources';
import { type ApiContext, parseInput } from '../context';
import { fail } from '../errors';

export async function getCalActivity(context: ApiContext) {
	return countActivitiesByDay(context.db, parseInput(calendarSchema, context.input));
}

export async function getBannerList(context: ApiContext) {
	return listBanners(context.db, parseInput(bannerSchema, context.input).position);
}

export async function getJointActionList(context: ApiContext) {
	return listJointActions(context.db);
}

const basesSchema = z.object({
	province_code: z.optional(
		z
			.string({ error: '省份代码必须是文本' })
			.check(z.regex(/^(\d{6})?$/, { error: '省份代码应为 6 位数字' })),
	),
});

export async function getEducationBaseList(context: ApiContext) {
	const { province_code } = parseInput(basesSchema, context.input);
	return listEducationBases(context.db, province_code ? { provinceCode: province_code } : {});
}

export async function getResourceList(context: ApiContext) {
	return listResources(context.db, parseInput(resourceListSchema, context.input));
}

export async function getResourceDetailHandler(context: ApiContext) {
	const { id } = parseInput(resourceIdSchema, context.input);
	const detail = await getResourceDetail(context.db, id);
	if (!detail) throw fail.notFound('资源不存在');
	return detail;
}

export async function getRegionList(context: ApiContext) {
	return listRegionChildren(parseInput(regionListSchema, context.input).parent_code);
}
