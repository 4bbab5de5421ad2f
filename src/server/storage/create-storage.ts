import type { ServerConfig } from '../config';
import type { UploadStore } from '../upload-store-config';
import { createLocalStorage, type FileStorage } from './storage';

/**
 * The storage `UPLOAD_STORE` names: the local `UPLOAD_DIR` by default, or an S3-compatible bucket.
 * The S3 client is loaded on first use, so a server on the local directory never loads the SDK.
 */
export function createFileStorage(config: ServerConfig): FileStorage {
	const store = config.uploadStore;
	return store.kind === 's3' ? lazyS3Storage(store) : createLocalStorage(config.uploadDir);
}

function lazyS3Storage(settings: Extract<UploadStore, { kind: 's3' }>): FileStorage {
	let loading: Promise<FileStorage> | undefined;
	const storage = () => {
		loading ??= import('./s3-store').then((module) => module.createS3Storage(settings));
		return loading;
	};
	return {
		put: async (name, bytes) => (await storage()).put(name, bytes),
		get: async (name) => (await storage()).get(name),
		has: async (name) => (await storage()).has(name),
		delete: async (name) => (await storage()).delete(name),
	};
}
