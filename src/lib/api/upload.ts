import type { ApiClientDeps } from './client';
import { settleAnswer } from './envelope';
import { ApiError, MESSAGES } from './errors';
import { browserApiDeps } from './http';
import type { UploadResult } from './types';

/** The one upload endpoint; the `kind` field says cover or material. */
const UPLOAD_PATH = '/upload/uploadFile';

interface UploadOptions {
	/** Called with the fraction sent, 0 to 1. */
	onProgress?: (fraction: number) => void;
	signal?: AbortSignal;
	/** Extra form fields sent beside the file. */
	fields?: Record<string, string>;
}

export type Uploader = (file: File, options?: UploadOptions) => Promise<UploadResult>;

function parseBody(text: string): unknown {
	try {
		return JSON.parse(text);
	} catch {
		return text;
	}
}

/**
 * Sends one file as multipart to the upload endpoint with XMLHttpRequest, because fetch reports no
 * upload progress. Same headers, envelope path and session reset as the API client.
 */
function createUploader(
	deps: Pick<ApiClientDeps, 'baseURL' | 'credentials' | 'onNotLoggedIn' | 'notify'>,
): Uploader {
	return (file, options = {}) =>
		new Promise((resolve, reject) => {
			const xhr = new XMLHttpRequest();
			xhr.open('POST', `${deps.baseURL()}${UPLOAD_PATH}`);
			xhr.withCredentials = true;
			const { token, sign } = deps.credentials();
			if (token) xhr.setRequestHeader('token', token);
			if (sign) xhr.setRequestHeader('sign', sign);
			xhr.upload.addEventListener('progress', (event) => {
				if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
			});
			xhr.addEventListener('load', () => {
				try {
					const result = settleAnswer<UploadResult>(
						xhr.status,
						parseBody(xhr.responseText),
						deps,
						true,
					);
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
export const uploadFile: Uploader = createUploader(browserApiDeps);
