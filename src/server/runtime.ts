import type { PublicConfig } from '../lib/public-config';
import type { ApiDeps } from './api/context';
import { forgetChanged } from './cache/caches';
import type { CacheChange } from './cache/changes';
import { createCacheNotifier } from './cache/notify';
import { renderedOnce } from './cache/rendered-fragments';
import { getServerConfig, type ServerConfig, toPublicConfig } from './config';
import { closeDb, getDb, getDbHandle } from './db/instance';
import type { Db } from './db/types';
import type { JobQueue } from './jobs/queue';
import { createJobRunner, type JobRunner } from './jobs/runner';
import { mobileSiteQr } from './mobile-site-qr';
import { pageCspWith } from './security/page-csp';
import { createFileStorage } from './storage/create-storage';
import type { FileStorage } from './storage/storage';

/**
 * What the process runs on, built once when the server starts and handed to the API (`ApiDeps`) and
 * to pages (`Astro.locals.runtime`): configuration, database, storage, the job queue, and
 * `invalidate`, which forgets what a write changed in every cache (src/server/cache/caches.ts) and
 * is called after each write that changes something public (the route table says which); on
 * PostgreSQL it also tells every other instance what changed (src/server/cache/notify.ts).
 */
export interface Runtime {
	config: ServerConfig;
	publicConfig: PublicConfig;
	/** The database, opened, migrated and seeded on first use; the job runner starts with it. */
	db: () => Promise<Db>;
	storage: FileStorage;
	invalidate: (change: CacheChange) => void | Promise<void>;
	/** Hands work to the process's job runner (reminders, change notices, analytics roll-up). */
	jobs: JobQueue;
	/** Page parts kept as HTML by a key naming their inputs (server/cache/rendered-fragments.ts). */
	renderedOnce: typeof renderedOnce;
	/** Adds a page's request-dependent sources to its CSP; layouts call it (server/security/page-csp.ts). */
	addPageCsp: ReturnType<typeof pageCspWith>;
	/** The footer's 手机扫码访问 code for this deployment's PUBLIC_ORIGIN (server/mobile-site-qr.ts). */
	mobileSiteQr: () => Promise<string>;
}

let runtime: Runtime | undefined;
let runner: Promise<JobRunner | null> | undefined;

/** Longest wait for jobs under way when the process is told to stop. */
const STOP_TIMEOUT_MS = 5_000;

/** Stops the job runner and closes the database, then ends the process. */
async function shutDown(signal: NodeJS.Signals) {
	const timeout = new Promise((done) => setTimeout(done, STOP_TIMEOUT_MS + 1_000).unref());
	await Promise.race([
		(async () => {
			const started = await runner;
			await started?.stop(STOP_TIMEOUT_MS).catch(() => {});
			await closeDb().catch(() => {});
		})(),
		timeout,
	]);
	process.exit(signal === 'SIGINT' ? 130 : 0);
}

/**
 * Starts the job runner once per process, after the database opened. A runner that fails to start
 * is tried again on the next use; meanwhile the work waits in the database (the sweep finds it).
 */
function startJobRunner(config: ServerConfig): Promise<JobRunner | null> {
	runner ??= (async () => {
		const started = createJobRunner({
			handle: await getDbHandle(),
			config,
			storage: createFileStorage(config),
		});
		await started.start();
		return started;
	})().catch((error: unknown) => {
		console.error('[jobs] the job runner did not start; the next request tries again:', error);
		runner = undefined;
		return null;
	});
	return runner;
}

export function getRuntime(): Runtime {
	if (runtime) return runtime;
	// From here on a stop signal closes the database, even one that comes while it is being opened.
	process.once('SIGTERM', shutDown);
	process.once('SIGINT', shutDown);
	const config = getServerConfig();
	const notifier = config.databaseUrl
		? createCacheNotifier({ url: config.databaseUrl, onNotice: forgetChanged })
		: undefined;
	runtime = {
		config,
		publicConfig: toPublicConfig(config),
		db: async () => {
			const db = await getDb();
			void startJobRunner(config);
			return db;
		},
		storage: createFileStorage(config),
		invalidate: notifier
			? (change) => {
					forgetChanged(change);
					return notifier.announce(change);
				}
			: forgetChanged,
		renderedOnce,
		addPageCsp: pageCspWith(config),
		mobileSiteQr: () => mobileSiteQr(config.publicOrigin),
		jobs: {
			async send(name, data, options) {
				const started = await startJobRunner(config);
				if (!started) throw new Error('job runner unavailable');
				await started.send(name, data, options);
			},
		},
	};
	return runtime;
}

/** The runtime as the API route hands it to the router. */
export async function getApiDeps(clientAddress: string): Promise<ApiDeps> {
	const { db, config, storage, invalidate, jobs } = getRuntime();
	return { db: await db(), config, storage, invalidate, clientAddress, jobs };
}
