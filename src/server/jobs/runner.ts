import PgBoss from 'pg-boss';
import { pruneRateHits } from '../api/rate-limit';
import type { ServerConfig } from '../config';
import type { DbHandle } from '../db/client';
import { rollUpAnalytics } from '../services/analytics-rollup';
import { pruneAuditLog } from '../services/audit/prune';
import { applyRetention } from '../services/registration/retention';
import { refreshStats } from '../services/stats/rollup';
import { deleteOrphanUploads } from '../services/uploads/orphans';
import { createNoticeSender } from '../sms/notice-sender';
import type { FileStorage } from '../storage/storage';
import { listUnsentChanges, sendChangeNotices } from './change-notices';
import { vacuumEmbeddedDatabase } from './embedded-vacuum';
import { jobExecutor } from './executor';
import type { JobName, JobPayloads, JobQueue, SendOptions } from './queue';
import { listReminderCandidates, runActivityReminders } from './reminders';
import { sendPendingSmsNotices } from './sms-notices';
import { sendSummaryReminders } from './summary-reminders';

/** The job queue of one process: pg-boss on the process's database, workers included. */
export interface JobRunner extends JobQueue {
	start: () => Promise<void>;
	/** Stops polling and waits (at most `timeoutMs`) for the jobs under way. */
	stop: (timeoutMs?: number) => Promise<void>;
}

export interface JobRunnerOptions {
	handle: Pick<DbHandle, 'db' | 'kind'>;
	/** Where uploads live, for the deletion of those nothing uses; without it that job does nothing. */
	storage?: FileStorage;
	config: Pick<
		ServerConfig,
		| 'reminderOffsets'
		| 'summaryDeadline'
		| 'analyticsRetentionDays'
		| 'auditRetentionDays'
		| 'registrationRetentionDays'
		| 'uploadOrphanHours'
		| 'loginCodeSender'
		| 'sms'
		| 'smsNotices'
	>;
	/** pg-boss's own tables; tests give each file its own. */
	schema?: string;
	/** How often an idle worker looks for work. */
	pollingSeconds?: number;
	/** Off in tests that send jobs by hand. */
	schedules?: boolean;
}

/** pg-boss's tables live beside the portal's, in their own schema. */
const DEFAULT_JOB_SCHEMA = 'kpy_jobs';
/** A change whose job has not run after this long is sent by the sweep. */
const CHANGE_GRACE_MS = 60_000;

/**
 * Builds the process's job runner. pg-boss runs over the portal's own connection (PostgreSQL pool
 * or PGlite, `executor.ts`), keeps its jobs in the database, so they survive a restart, and hands
 * each job to one worker of one server at a time (`SKIP LOCKED`). Handlers are idempotent where it
 * matters: reminders and change notices are written with a key in the same transaction, so a job
 * that runs again after a crash sends nothing twice.
 */
export function createJobRunner(options: JobRunnerOptions): JobRunner {
	const { db } = options.handle;
	const embedded = options.handle.kind === 'pglite';
	const { reminderOffsets, analyticsRetentionDays } = options.config;
	const noticeSender = createNoticeSender(options.config);
	const sendSmsNotices = () =>
		sendPendingSmsNotices(db, noticeSender, options.config.smsNotices.perUserPerDay);
	const boss = new PgBoss({
		db: jobExecutor(options.handle),
		schema: options.schema ?? DEFAULT_JOB_SCHEMA,
		schedule: options.schedules !== false,
		supervise: true,
		migrate: true,
	});
	boss.on('error', (error) => console.error('[jobs]', error.message));
	const pollingIntervalSeconds = options.pollingSeconds ?? 2;
	let started = false;

	const queue: JobQueue = {
		async send<Name extends JobName>(name: Name, data: JobPayloads[Name], send?: SendOptions) {
			await boss.send(name, data, {
				...(send?.startAfter ? { startAfter: send.startAfter } : {}),
				...(send?.singletonKey ? { singletonKey: send.singletonKey } : {}),
				retryLimit: 5,
				retryDelay: 10,
				retryBackoff: true,
			});
		},
	};

	async function work<Name extends JobName>(
		name: Name,
		handler: (data: JobPayloads[Name]) => Promise<unknown>,
	) {
		await boss.work<JobPayloads[Name]>(name, { pollingIntervalSeconds }, async (jobs) => {
			for (const job of jobs) await handler(job.data);
		});
	}

	/** Sends what is due of every activity near its start and every change whose job did not run. */
	async function sweep() {
		const now = new Date();
		let reminders = 0;
		let changes = 0;
		for (const id of await listReminderCandidates(db, reminderOffsets, now)) {
			reminders += await runActivityReminders(db, queue, id, reminderOffsets, now);
		}
		for (const id of await listUnsentChanges(db, new Date(now.getTime() - CHANGE_GRACE_MS))) {
			changes += await sendChangeNotices(db, id, now);
		}
		const texts = await sendSmsNotices();
		const summaries = await sendSummaryReminders(db, options.config.summaryDeadline, now);
		return { reminders, changes, texts: texts.sent ?? 0, summaries };
	}

	return {
		...queue,
		async start() {
			if (started) return;
			started = true;
			await boss.start();
			for (const name of [
				'reminders',
				'activity-change',
				'sms-notices',
				'notice-sweep',
				'analytics-rollup',
				'stats-fold',
				'registration-retention',
				'upload-orphans',
				...(embedded ? (['embedded-vacuum'] as const) : []),
			] satisfies JobName[]) {
				await boss.createQueue(name, { name, policy: 'short' });
			}
			// The SMS copies go once their 站内信 are written, not in the writing transaction.
			await work('reminders', async ({ activityId }) => {
				await runActivityReminders(db, queue, activityId, reminderOffsets, new Date());
				await sendSmsNotices();
			});
			await work('activity-change', async ({ changeId }) => {
				await sendChangeNotices(db, changeId, new Date());
				await sendSmsNotices();
			});
			await work('sms-notices', sendSmsNotices);
			await work('notice-sweep', sweep);
			await work('analytics-rollup', async () => {
				await rollUpAnalytics(db, new Date(), analyticsRetentionDays);
				await pruneAuditLog(db, options.config.auditRetentionDays, new Date());
				await pruneRateHits(db, new Date());
			});
			await work('stats-fold', () => refreshStats(db));
			await work('registration-retention', async () => {
				const done = await applyRetention(db, options.config.registrationRetentionDays, new Date());
				if (done.ran) {
					console.log(
						`[jobs] retention: ${done.registrations} registrations and ${done.waitlist} waitlist places erased, ${done.sessions} sessions and ${done.loginCodes} login codes deleted`,
					);
				}
			});
			await work('upload-orphans', async () => {
				if (!options.storage) return;
				const done = await deleteOrphanUploads(
					db,
					options.storage,
					options.config.uploadOrphanHours,
					new Date(),
				);
				if (done.deleted > 0) console.log(`[jobs] uploads: ${done.deleted} unused files deleted`);
			});
			if (embedded) {
				await work('embedded-vacuum', async () => {
					const ms = await vacuumEmbeddedDatabase(db);
					console.log(`[jobs] embedded database vacuumed and analysed in ${ms} ms`);
				});
			}
			if (options.schedules !== false) {
				if (embedded) await boss.schedule('embedded-vacuum', '47 * * * *', {});
				await boss.schedule('notice-sweep', '* * * * *', {});
				await boss.schedule('upload-orphans', '37 * * * *', {});
				await boss.schedule('analytics-rollup', '7 * * * *', {});
				await boss.schedule('stats-fold', '* * * * *', {});
				// 03:17 Beijing time, a quiet hour.
				await boss.schedule('registration-retention', '17 19 * * *', {});
				await queue.send('stats-fold', {}, { singletonKey: 'start' });
				await queue.send('analytics-rollup', {}, { singletonKey: 'start' });
				await queue.send('registration-retention', {}, { singletonKey: 'start' });
				// Once at start: what a stopped server missed goes out now, not at the next minute.
				void sweep().then(
					({ reminders, changes, texts }) =>
						console.log(
							`[jobs] start sweep: ${reminders} reminders, ${changes} change notices, ${texts} SMS notices sent`,
						),
					(error: unknown) => console.error('[jobs] start sweep failed:', error),
				);
			}
		},
		async stop(timeoutMs = 5_000) {
			if (!started) return;
			started = false;
			await boss.stop({ graceful: true, wait: true, close: false, timeout: timeoutMs });
		},
	};
}
