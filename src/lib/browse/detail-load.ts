import type { ActivityDetail, Material } from '../api/activity-types';
import type { ActivitySummary } from '../api/summary-types';

/**
 * An activity page's data. `personal` marks a page only its owner (or an admin) may see, such as
 * a pending activity: it must not be stored by a shared cache.
 */
export type DetailLoad =
	| {
			kind: 'ok';
			activity: ActivityDetail;
			materials: Material[];
			/** The approved summary (活动回顾) of a public activity, else null. */
			summary: ActivitySummary | null;
			personal: boolean;
	  }
	| { kind: 'missing' };
