import type { z } from 'zod/mini';
import type { ActivitySummary } from '../../../lib/api/activity-types';
import type { Page } from '../../../lib/api/types';
import type { ListLoad } from '../../../lib/browse/list-load';
import { readQuery } from '../../../lib/format/list-query';
import { activityListSchema } from '../../../lib/validation/common';
import { createCache, databaseKey } from '../../cache/caches';
import type { Db } from '../../db/types';
import { listActivities } from '../activities/list';

/**
 * One page of a filter set is the same for every visitor: it is kept this long, per database and
 * filters as parsed, so the addresses that show it (desktop and mobile layouts, parameters in
 * another order, links with campaign tags) read it once. Every API write forgets them.
 */
const KEEP_MS = 10_000;
const MAX_KEPT = 1_000;
const pages = createCache<Page<ActivitySummary>>({ ttlMs: KEEP_MS, maxEntries: MAX_KEPT });

function firstIssue(error: z.core.$ZodError): string {
	return error.issues[0]?.message ?? '筛选条件无效';
}

/**
 * Reads the list filters from the URL query (names of the list API), with `fixed` values
 * (a joint action's lh_type) taking precedence, and loads one page of activities (kept 10 s).
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
		const opened = await db();
		const key = `${databaseKey(opened)} ${JSON.stringify(parsed.data)}`;
		return { kind: 'ok', result: await pages.get(key, () => listActivities(opened, parsed.data)) };
	} catch (error) {
		console.error('[list-page] activity list failed', error);
		return { kind: 'failed', status: 503, message: '活动列表暂时无法加载，请稍后刷新重试。' };
	}
}
