import { type EnvelopeDeps, settleAnswer } from './envelope';
import { ApiError, MESSAGES } from './errors';
import { compactPayload, encodeForm, flattenPayload, type Payload } from './payload';

const REQUEST_TIMEOUT_MS = 60_000;

export interface RequestOptions {
	method?: 'GET' | 'POST';
	data?: Payload;
	/** Send a JSON body instead of the default form-encoded one (the activity calls). */
	json?: boolean;
	/** Send the `token` and `sign` headers; on by default. */
	withToken?: boolean;
	/** Add `timestamp` and `sn` when a signing secret is configured; `false` opts a call out. */
	signed?: boolean;
	/** Show failures as a toast; on by default (getActDetail and checkPublish turn it off). */
	toast?: boolean;
	timeout?: number;
}

export interface ApiClientDeps extends EnvelopeDeps {
	/** `/api`, or `/api/h5` on the mobile layout, absolute where there is no page origin. */
	baseURL: () => string;
	credentials: () => { token: string; sign: string };
	signSecret: () => string;
	now?: () => number;
}

export type ApiRequest = <T>(path: string, options?: RequestOptions) => Promise<T>;

/** The answer's body: parsed where it says it is JSON (or its text if that fails), else its text. */
async function readBody(response: Response): Promise<unknown> {
	const text = await response.text();
	if (!response.headers.get('content-type')?.includes('json')) return text;
	try {
		return JSON.parse(text);
	} catch {
		return text;
	}
}

function withQuery(url: string, query: Record<string, string | number | boolean>): string {
	const search = new URLSearchParams(
		Object.entries(query).map(([key, value]) => [key, String(value)]),
	).toString();
	return search ? `${url}?${search}` : url;
}

/** The API client (docs/client.md, "API client"); envelope.ts treats its answers. */
export function createApiClient(deps: ApiClientDeps): ApiRequest {
	const now = deps.now ?? Date.now;

	return async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
		const { method = 'POST', json = false, withToken = true, toast = true } = options;
		const fields = compactPayload(options.data ?? {});
		const flat = flattenPayload(fields);
		const query: Record<string, string | number | boolean> = method === 'GET' ? { ...flat } : {};
		const secret = deps.signSecret();
		if ((options.signed ?? true) && secret !== '') {
			// md5 loads only where signing is configured.
			const { signRequest } = await import('../sign');
			Object.assign(query, signRequest(path, flat, secret, now()));
		}
		const headers: Record<string, string> = {};
		if (withToken) {
			const { token, sign } = deps.credentials();
			if (token) headers.token = token;
			if (sign) headers.sign = sign;
		}
		if (method === 'POST' && json) headers['content-type'] = 'application/json';

		const controller = new AbortController();
		let timedOut = false;
		const timer = setTimeout(() => {
			timedOut = true;
			controller.abort();
		}, options.timeout ?? REQUEST_TIMEOUT_MS);
		let status: number;
		let body: unknown;
		try {
			const response = await fetch(withQuery(`${deps.baseURL()}${path}`, query), {
				method,
				headers,
				credentials: 'include',
				signal: controller.signal,
				...(method === 'POST' ? { body: json ? JSON.stringify(fields) : encodeForm(flat) } : {}),
			});
			status = response.status;
			body = await readBody(response);
		} catch {
			const message = timedOut ? MESSAGES.timeout : MESSAGES.network;
			if (toast) deps.notify('error', message);
			throw new ApiError('network', message);
		} finally {
			clearTimeout(timer);
		}
		return settleAnswer<T>(status, body, deps, toast);
	};
}
