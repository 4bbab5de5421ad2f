/** What a visitor may report an activity for, by the code the API takes (docs/api.md). */
export const REPORT_CATEGORIES = {
	illegal: '违法违规',
	false_info: '虚假信息',
	advertising: '广告营销',
	vulgar: '低俗色情',
	infringement: '侵权',
	other: '其他',
} as const;

export type ReportCategory = keyof typeof REPORT_CATEGORIES;

export const REPORT_CATEGORY_CODES = Object.keys(REPORT_CATEGORIES) as ReportCategory[];

/** How long a report's reason may be, in visible characters. */
export const REPORT_REASON_MAX = 500;
