/** An activity's forms, in plain code so that pages naming them (statistics, review) load no zod. */
export const ACTIVITY_MODES = ['offline', 'online', 'hybrid'] as const;
export type ActivityMode = (typeof ACTIVITY_MODES)[number];

export const ACTIVITY_MODE_NAMES: Record<ActivityMode, string> = {
	offline: '线下活动',
	online: '线上活动',
	hybrid: '线上线下结合',
};
