import { FetchError, ofetch } from 'ofetch';
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

function isTimeout(error: unknown): boolean {
	const cause = error instanceof FetchError ? error.cause : error;
	return cause instanceof Error && (cause.name === 'TimeoutError' || cause.name === 'AbortError');
}

type RawResponse = Awaited<ReturnType<typeof ofetch.raw>>;

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

		let response: RawResponse;
		try {
			response = await ofetch.raw(path, {
				baseURL: deps.baseURL(),
				method,
				query,
				headers,
				credentials: 'include',
				timeout: options.timeout ?? REQUEST_TIMEOUT_MS,
				retry: 0,
				ignoreResponseError: true,
				...(method === 'POST' ? { body: json ? fields : encodeForm(flat) } : {}),
			});
		} catch (error) {
			const message = isTimeout(error) ? MESSAGES.timeout : MESSAGES.network;
			if (toast) deps.notify('error', message);
			throw new ApiError('network', message);
		}
		return settleAnswer<T>(response.status, response._data, deps, toast);
	};
}
