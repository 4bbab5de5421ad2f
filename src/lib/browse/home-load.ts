import type { ActivitySummary } from '../api/activity-types';
import type { Banner, JointActionInfo } from '../api/content-types';

/** Everything the home page shows; each part is empty when it could not be read. */
export interface HomeData {
	banners: Banner[];
	jointActions: JointActionInfo[];
	featured: ActivitySummary[];
	latest: ActivitySummary[];
	calendar: {
		month: string;
		/** The picked day, `YYYY-MM-DD`, or '' when the month has no activities. */
		date: string;
		counts: Map<string, number>;
		dayActivities: ActivitySummary[];
		dayTotal: number;
	};
	/** True when some part failed: the page is then not stored by shared caches. */
	degraded: boolean;
}
