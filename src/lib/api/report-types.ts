import type { ReportCategory } from '../report-categories';
import type { ActivityStatus, Material } from './activity-types';

/** One report as the console shows it: the reporter by their masked number. */
interface ReportEntry {
	category: ReportCategory;
	reason: string;
	reporter: string;
	created_at: string;
	/** Screening found a listed term in the reason. */
	flagged: boolean;
}

/** The open reports of one activity, or of one of its materials, for `/admin/getReportList`. */
export interface ReportGroup {
	activity_id: number;
	title: string;
	/** The reported material; null when the reports are of the activity itself. */
	material: Pick<Material, 'id' | 'name' | 'kind' | 'url'> | null;
	status: ActivityStatus;
	region: string;
	owner_name: string;
	report_count: number;
	categories: { category: ReportCategory; count: number }[];
	latest_at: string;
	/** The latest few, newest first. */
	reports: ReportEntry[];
}
