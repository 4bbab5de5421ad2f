import type { DetailLoad } from '../../../lib/browse/detail-load';
import { DETAIL_PATH, findRoute } from '../../../lib/routes';
import { idSchema } from '../../../lib/validation/common';
import { actorOf } from '../../access/actor';
import type { AuthSession } from '../../auth/sessions';
import type { Db } from '../../db/types';
import { getActivityDetail } from '../activities/detail';
import { listMaterials } from '../activities/materials';
import { getPublicActivityDetail } from '../activities/public-detail';
import { countActivityView } from '../activities/view-count';
import { approvedSummary } from '../summaries/submit';

/**
 * The activity of `/detail-page?id=` as every visitor sees it; an activity only its owner may see
 * (pending, rejected) is loaded for that owner alone. `missing` for a bad, unknown or hidden id.
 * The view counts once per `visitor` (http/visitor.ts) in a window.
 */
export async function loadActivityPage(
	db: Db,
	idText: string | null,
	session: AuthSession | null,
	visitor: string,
): Promise<DetailLoad> {
	const parsed = idSchema.safeParse({ id: idText ?? '' });
	if (!parsed.success) return { kind: 'missing' };
	const { id } = parsed.data;
	const publicView = await getPublicActivityDetail(db, id);
	const viewer = publicView ? null : actorOf(session);
	const activity = publicView ?? (viewer ? await getActivityDetail(db, id, viewer) : null);
	if (!activity) return { kind: 'missing' };
	const materials = await listMaterials(db, id, viewer);
	const summary = publicView ? await approvedSummary(db, id) : null;
	countActivityView(db, { activityId: id, visitor, at: new Date() }).catch((error: unknown) =>
		console.error('[detail-page] view count', error),
	);
	return { kind: 'ok', activity, materials, summary, personal: viewer !== null };
}

/** The activity a detail page's address (desktop or /mobile) shows; null for any other address. */
export function detailPageActivityId(url: URL): number | null {
	if (findRoute(url.pathname)?.path !== DETAIL_PATH) return null;
	const parsed = idSchema.safeParse({ id: url.searchParams.get('id') ?? '' });
	return parsed.success ? parsed.data.id : null;
}
