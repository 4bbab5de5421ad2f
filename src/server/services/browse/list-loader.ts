import type { z } from 'zod/mini';
import type { ListLoad } from '../../../lib/browse/list-load';
import { readQuery } from '../../../lib/format/list-query';
import { activityListSchema } from '../../../lib/validation/common';
import type { Db } from '../../db/types';
import { listActivities } from '../activities/list';

function firstIssue(error: z.core.$ZodError): string {
	return error.issues[0]?.message ?? '筛选条件无效';
}

/**
 * Reads the list filters from the URL query (names of the list API), with `fixed` values
 * (a joint action's lh_type) taking precedence, and loads one page of activities. The page cache
 * keeps the rendered page per what its address means, so nothing here is kept.
 */
export async function loadActivityList(
	db: () => Promise<Db>,
	params: URLSearchParams,
	options: { fixed?: Record<string, string> | undefined; pageSize: number },
): Promise<ListLoad> {
	const parsed = activityListSchema.safeParse({
		pageSize: String(options.pageSize),
		...readQuery(params),
		...options.fixed,
	});
	if (!parsed.success) return { kind: 'invalid', status: 400, message: firstIssue(parsed.error) };
	try {
		return { kind: 'ok', result: await listActivities(await db(), parsed.data) };
	} catch (error) {
		console.error('[list-page] activity list failed', error);
		return { kind: 'failed', status: 503, message: '活动列表暂时无法加载，请稍后刷新重试。' };
	}
}
