import type { ImportResult } from './activity-types';
import type { ApiClientDeps } from './client';
import { settleAnswer } from './envelope';
import { ApiError, MESSAGES } from './errors';
import { browserApiDeps } from './http';
import type { UploadResult } from './types';

/** The upload endpoint; the `kind` field says cover or material. */
const UPLOAD_PATH = '/upload/uploadFile';

interface UploadOptions {
	/** Called with the fraction sent, 0 to 1. */
	onProgress?: (fraction: number) => void;
	signal?: AbortSignal;
	/** Extra form fields sent beside the file. */
	fields?: Record<string, string>;
}

type FileSender<Result> = (file: File, options?: UploadOptions) => Promise<Result>;
export type Uploader = FileSender<UploadResult>;

function parseBody(text: string): unknown {
	try {
		return JSON.parse(text);
	} catch {
		return text;
	}
}

/**
 * Sends one file as multipart to `path` with XMLHttpRequest, because fetch reports no
 * upload progress. Same headers, envelope path and session reset as the API client.
 */
function createFileSender<Result>(
	deps: Pick<ApiClientDeps, 'baseURL' | 'credentials' | 'onNotLoggedIn' | 'notify'>,
	path: string,
): FileSender<Result> {
	return (file, options = {}) =>
		new Promise((resolve, reject) => {
			const xhr = new XMLHttpRequest();
			xhr.open('POST', `${deps.baseURL()}${path}`);
			xhr.withCredentials = true;
			const { token, sign } = deps.credentials();
			if (token) xhr.setRequestHeader('token', token);
			if (sign) xhr.setRequestHeader('sign', sign);
			xhr.upload.addEventListener('progress', (event) => {
				if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
			});
			xhr.addEventListener('load', () => {
				try {
					const result = settleAnswer<Result>(xhr.status, parseBody(xhr.responseText), deps, true);
					options.onProgress?.(1);
					resolve(result);
				} catch (error) {
					reject(error);
				}
			});
			xhr.addEventListener('error', () => {
				deps.notify('error', MESSAGES.network);
				reject(new ApiError('network', MESSAGES.network));
			});
			xhr.addEventListener('abort', () => reject(new ApiError('network', '上传已取消')));
			options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
			const form = new FormData();
			for (const [key, value] of Object.entries(options.fields ?? {})) form.append(key, value);
			form.append('file', file, file.name);
			xhr.send(form);
		});
}

/** The browser's uploader, wired like the browser's API client. */
export const uploadFile: Uploader = createFileSender<UploadResult>(browserApiDeps, UPLOAD_PATH);

/** Sends a filled import template (bulk publishing); `fields.save` `valid` saves the valid rows. */
export const sendImportFile = createFileSender<ImportResult>(
	browserApiDeps,
	'/activity/importActivities',
);
