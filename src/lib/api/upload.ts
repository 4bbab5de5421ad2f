import { parseDevice } from '../device';
import { showToast } from '../feedback';
import { $session, resetSession } from '../stores/session';
import {
	ApiError,
	envelopeErrorMessage,
	MESSAGES,
	NOT_LOGGED_IN_CODES,
	SUCCESS_CODE,
} from './errors';
import { apiBasePath } from './http';
import type { UploadResult } from './types';

/** The one upload endpoint; the `kind` field says cover or material. */
export const UPLOAD_PATH = '/upload/uploadFile';

export interface UploadOptions {
	/** Called with the fraction sent, 0 to 1. */
	onProgress?: (fraction: number) => void;
	signal?: AbortSignal;
	/** Extra form fields sent beside the file. */
	fields?: Record<string, string>;
}

function layoutBase(): string {
	return apiBasePath(parseDevice(document.documentElement.dataset.device) ?? 'desktop');
}

function readEnvelope(text: string): { code: number; msg?: string; data?: unknown } | null {
	try {
		const body: unknown = JSON.parse(text);
		return typeof body === 'object' &&
			body !== null &&
			typeof (body as { code?: unknown }).code === 'number'
			? (body as { code: number; msg?: string; data?: unknown })
			: null;
	} catch {
		return null;
	}
}

/**
 * Sends one file as multipart to an upload endpoint with XMLHttpRequest, because fetch reports no
 * upload progress. Same headers and envelope rules as the API client; failures show a toast.
 */
export function uploadFile(
	path: string,
	file: File,
	options: UploadOptions = {},
): Promise<UploadResult> {
	return new Promise((resolve, reject) => {
		const xhr = new XMLHttpRequest();
		const fail = (error: ApiError) => {
			showToast(error.kind === 'not-logged-in' ? 'warning' : 'error', error.message);
			reject(error);
		};
		xhr.open('POST', `${layoutBase()}${path}`);
		xhr.withCredentials = true;
		const { token, sign } = $session.get();
		if (token) xhr.setRequestHeader('token', token);
		if (sign) xhr.setRequestHeader('sign', sign);
		xhr.upload.addEventListener('progress', (event) => {
			if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
		});
		xhr.addEventListener('load', () => {
			const body = readEnvelope(xhr.responseText);
			if (!body) {
				fail(new ApiError('http', MESSAGES.network, { status: xhr.status }));
				return;
			}
			if (body.code === SUCCESS_CODE) {
				options.onProgress?.(1);
				resolve(body.data as UploadResult);
				return;
			}
			if (NOT_LOGGED_IN_CODES.includes(body.code)) {
				resetSession();
				fail(
					new ApiError('not-logged-in', MESSAGES.loginRequired, {
						code: body.code,
						status: xhr.status,
					}),
				);
				return;
			}
			const kind = xhr.status === 200 ? 'business' : 'http';
			const message = envelopeErrorMessage(body.data, body.msg);
			fail(new ApiError(kind, message, { code: body.code, status: xhr.status, data: body.data }));
		});
		xhr.addEventListener('error', () => fail(new ApiError('network', MESSAGES.network)));
		xhr.addEventListener('abort', () => reject(new ApiError('network', '上传已取消')));
		options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
		const form = new FormData();
		for (const [key, value] of Object.entries(options.fields ?? {})) form.append(key, value);
		form.append('file', file, file.name);
		xhr.send(form);
	});
}
