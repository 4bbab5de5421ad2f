import { access, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';

/** Where uploaded files live: a local directory by default, or object storage (s3-store.ts). */
export interface FileStorage {
	/** Stores bytes under a server-generated name and answers the public URL. */
	put(name: string, bytes: Uint8Array): Promise<string>;
	get(name: string): Promise<Uint8Array<ArrayBuffer> | null>;
	has(name: string): Promise<boolean>;
	/** Removes a stored file; a name that is not stored is no error. */
	delete(name: string): Promise<void>;
}

/**
 * Names the storage accepts: 32 hex characters and a known extension, or `-w<width>.webp` for an
 * image variant, so no path can escape.
 */
export const STORED_NAME = /^[0-9a-f]{32}(\.(webp|jpg|png|mp4|pdf)|-w\d{3,4}\.webp)$/;

export const PUBLIC_PREFIX = '/uploads/';

export function createLocalStorage(dir: string): FileStorage {
	const root = resolve(dir);
	return {
		async put(name, bytes) {
			if (!STORED_NAME.test(name)) throw new Error(`refusing to store ${name}`);
			await mkdir(root, { recursive: true });
			await writeFile(join(root, name), bytes);
			return `${PUBLIC_PREFIX}${name}`;
		},
		async get(name) {
			if (!STORED_NAME.test(name)) return null;
			try {
				return new Uint8Array(await readFile(join(root, name)));
			} catch {
				return null;
			}
		},
		async has(name) {
			if (!STORED_NAME.test(name)) return false;
			try {
				await access(join(root, name));
				return true;
			} catch {
				return false;
			}
		},
		async delete(name) {
			if (STORED_NAME.test(name)) await rm(join(root, name), { force: true });
		},
	};
}

export const CONTENT_TYPES: Record<string, string> = {
	webp: 'image/webp',
	jpg: 'image/jpeg',
	png: 'image/png',
	mp4: 'video/mp4',
	pdf: 'application/pdf',
};
