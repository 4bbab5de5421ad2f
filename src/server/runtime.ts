import type { ApiDeps } from './api/context';
import { getServerConfig } from './config';
import { getDb } from './db/instance';
import { createLocalStorage, type FileStorage } from './storage/storage';

let storage: FileStorage | undefined;

export function getStorage(): FileStorage {
	storage ??= createLocalStorage(getServerConfig().uploadDir);
	return storage;
}

/** The process's database, configuration and storage, for the API route. */
export async function getApiDeps(clientAddress: string): Promise<ApiDeps> {
	return { db: await getDb(), config: getServerConfig(), storage: getStorage(), clientAddress };
}

export { getDb };
