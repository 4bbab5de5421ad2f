import type { ResourceListLoad } from '../../../lib/browse/resource-load';
import { readQuery } from '../../../lib/format/list-query';
import { resourceIdSchema, resourceListSchema } from '../../../lib/validation/common';
import type { Db } from '../../db/types';
import { getResourceDetail, listResources } from '../resources';

/** One page of resources for `?type=&keyword=&page=`. */
export async function loadResourceList(
	db: () => Promise<Db>,
	params: URLSearchParams,
	pageSize: number,
): Promise<ResourceListLoad> {
	const parsed = resourceListSchema.safeParse({ pageSize: String(pageSize), ...readQuery(params) });
	if (!parsed.success) {
		return {
			kind: 'invalid',
			status: 400,
			message: parsed.error.issues[0]?.message ?? '查询条件无效',
		};
	}
	try {
		return { kind: 'ok', result: await listResources(await db(), parsed.data) };
	} catch (error) {
		console.error('[resources-page] resource list failed', error);
		return { kind: 'failed', status: 503, message: '资源列表暂时无法加载，请稍后刷新重试。' };
	}
}

const RELATED_COUNT = 4;

/**
 * The resource of `/resource-detail?id=` with a few others of its type, or `null` for a bad or
 * unknown id.
 */
export async function loadResourcePage(db: Db, idText: string | null) {
	const parsed = resourceIdSchema.safeParse({ id: idText ?? '' });
	const resource = parsed.success ? await getResourceDetail(db, parsed.data.id) : null;
	if (!resource) return null;
	const others = await listResources(db, {
		type: resource.type,
		page: 1,
		pageSize: RELATED_COUNT + 1,
	});
	const related = others.items.filter((item) => item.id !== resource.id).slice(0, RELATED_COUNT);
	return { resource, related };
}
