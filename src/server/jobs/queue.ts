/** The jobs the portal runs, by queue name, with what each carries. */
export interface JobPayloads {
	/** Sends the reminders of one activity that are due and plans its next one. */
	reminders: { activityId: number };
	/** Sends the notices of one change (activity_changes.id). */
	'activity-change': { changeId: number };
	/** Sends the SMS copies of notices that wait (sms_notices). */
	'sms-notices': Record<string, never>;
	/** Every minute: catches up reminders, change notices and SMS copies a stopped server missed. */
	'notice-sweep': Record<string, never>;
	/** Every hour: rolls raw analytics events up into daily counts, prunes the audit log past its retention and rate-limit hits past every window. */
	'analytics-rollup': Record<string, never>;
	/** Daily: erases registration details past REGISTRATION_RETENTION_DAYS, old sessions and codes. */
	'registration-retention': Record<string, never>;
	/** Every hour: deletes uploads older than UPLOAD_ORPHAN_HOURS that nothing uses. */
	'upload-orphans': Record<string, never>;
	/** Every minute: folds the statistics' change rows into their cells (services/stats/rollup.ts). */
	'stats-fold': Record<string, never>;
	/** Every hour, on the embedded database only: vacuums and analyses it (embedded-vacuum.ts). */
	'embedded-vacuum': Record<string, never>;
}

export type JobName = keyof JobPayloads;

export interface SendOptions {
	/** Not before this moment. */
	startAfter?: Date;
	/** At most one waiting job per key in the queue (pg-boss policy `short`). */
	singletonKey?: string;
}

/** What services use to hand work to the job runner (src/server/jobs/runner.ts). */
export interface JobQueue {
	send<Name extends JobName>(
		name: Name,
		data: JobPayloads[Name],
		options?: SendOptions,
	): Promise<void>;
}
