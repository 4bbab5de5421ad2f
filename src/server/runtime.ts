import type { PublicConfig } from '../lib/public-config';
import type { ApiDeps } from './api/context';
import { forgetAllCaches } from './cache/caches';
import { createCacheNotifier } from './cache/notify';
import { getServerConfig, type ServerConfig, toPublicConfig } from './config';
import { getDb } from './db/instance';
import type { Db } from './db/types';
import { createFileStorage } from './storage/create-storage';
import type { FileStorage } from './storage/storage';

/**
 * What the process runs on, built once when the server starts and handed to the API (`ApiDeps`) and
 * to pages (`Astro.locals.runtime`): configuration, database, storage, and `invalidate`, which
 * empties every cache (src/server/cache/caches.ts) and is called after every write; on PostgreSQL it
 * also tells every other instance to empty theirs (src/server/cache/notify.ts).
 */
export interface Runtime {
	config: ServerConfig;
	publicConfig: PublicConfig;
	/** The database, opened, migrated and seeded on first use. */
	db: () => Promise<Db>;
	storage: FileStorage;
	invalidate: () => void | Promise<void>;
}

let runtime: Runtime | undefined;

export function getRuntime(): Runtime {
	if (runtime) return runtime;
	const config = getServerConfig();
	const notifier = config.databaseUrl
		? createCacheNotifier({ url: config.databaseUrl, onNotice: forgetAllCaches })
		: undefined;
	runtime = {
		config,
		publicConfig: toPublicConfig(config),
		db: getDb,
		storage: createFileStorage(config),
		invalidate: notifier
			? () => {
					forgetAllCaches();
					return notifier.announce();
				}
			: forgetAllCaches,
	};
	return runtime;
}

/** The runtime as the API route hands it to the router. */
export async function getApiDeps(clientAddress: string): Promise<ApiDeps> {
	const { db, config, storage, invalidate } = getRuntime();
	return { db: await db(), config, storage, invalidate, clientAddress };
}
