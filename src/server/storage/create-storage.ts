import type { ServerConfig } from '../config';
import { createS3Storage } from './s3-store';
import { createLocalStorage, type FileStorage } from './storage';

/** The storage `UPLOAD_STORE` names: the local `UPLOAD_DIR` by default, or an S3-compatible bucket. */
export function createFileStorage(config: ServerConfig): FileStorage {
	return config.uploadStore.kind === 's3'
		? createS3Storage(config.uploadStore)
		: createLocalStorage(config.uploadDir);
}
