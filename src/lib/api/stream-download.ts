import { settleAnswer } from './envelope';
import { ApiError } from './errors';
import { browserApiDeps } from './http';
import { flattenPayload, type Payload } from './payload';

export interface DownloadProgress {
	bytes: number;
	/** Lines received so far (CSV only: the header is not counted); null for binary files. */
	rows: number | null;
	/** The rows the server said the file holds (`X-Row-Count`). */
	totalRows: number;
}

export interface DownloadedFile {
	blob: Blob;
	fileName: string;
}

const LINE_FEED = 0x0a;

function countLines(chunk: Uint8Array): number {
	let lines = 0;
	for (const byte of chunk) if (byte === LINE_FEED) lines += 1;
	return lines;
}

/** `filename*=UTF-8''…` of a Content-Disposition header. */
function fileNameOf(disposition: string | null, fallback: string): string {
	const match = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '');
	return match?.[1] ? decodeURIComponent(match[1]) : fallback;
}

/**
 * GETs (or POSTs, for a file that is an act) a file endpoint of the API and reads it chunk by chunk, reporting progress; a refusal
 * (an envelope instead of a file) rejects with its ApiError after a toast, like other calls.
 */
export async function downloadApiFile(
	path: string,
	data: Payload,
	onProgress: (progress: DownloadProgress) => void,
	countRows: boolean,
	method: 'GET' | 'POST' = 'GET',
): Promise<DownloadedFile> {
	const query = flattenPayload(data);
	const secret = browserApiDeps.signSecret();
	// md5 loads only where signing is configured, as in the API client.
	const signature = secret
		? (await import('../sign')).signRequest(path, query, secret, Date.now())
		: {};
	const signed = { ...query, ...signature };
	const search = new URLSearchParams(Object.entries(signed).map(([k, v]) => [k, String(v)]));
	const { token, sign } = browserApiDeps.credentials();
	const headers: Record<string, string> = token ? { token, sign } : {};
	let response: Response;
	try {
		response = await fetch(`${browserApiDeps.baseURL()}${path}?${search}`, {
			method,
			headers: method === 'POST' ? { ...headers, 'content-type': 'application/json' } : headers,
			credentials: 'include',
			...(method === 'POST' ? { body: '{}' } : {}),
		});
	} catch {
		browserApiDeps.notify('error', '网络异常，下载失败');
		throw new ApiError('network', '网络异常，下载失败');
	}
	const type = response.headers.get('content-type') ?? '';
	if (!response.ok || type.startsWith('application/json') || !response.body) {
		const body: unknown = await response.json().catch(() => null);
		settleAnswer(response.status, body, browserApiDeps, true);
		throw new ApiError('http', '下载失败');
	}
	const totalRows = Number(response.headers.get('x-row-count') ?? 0);
	const chunks: Uint8Array[] = [];
	const reader = response.body.getReader();
	let bytes = 0;
	let lines = 0;
	for (;;) {
		const { done, value } = await reader.read();
		if (done) break;
		chunks.push(value);
		bytes += value.byteLength;
		if (countRows) lines += countLines(value);
		onProgress({ bytes, rows: countRows ? Math.max(0, lines - 1) : null, totalRows });
	}
	return {
		blob: new Blob(chunks as BlobPart[], { type }),
		fileName: fileNameOf(response.headers.get('content-disposition'), 'export'),
	};
}

/** Hands a downloaded file to the browser's save dialog. */
export function saveFile({ blob, fileName }: DownloadedFile): void {
	const url = URL.createObjectURL(blob);
	const link = document.createElement('a');
	link.href = url;
	link.download = fileName;
	document.body.append(link);
	link.click();
	link.remove();
	setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
