import { FetchError, ofetch } from 'ofetch';
import {
	ApiError,
	envelopeErrorMessage,
	httpStatusMessage,
	MESSAGES,
	NOT_LOGGED_IN_CODES,
	SUCCESS_CODE,
} from './errors';
import { compactPayload, encodeForm, flattenPayload, type Payload } from './payload';

export const REQUEST_TIMEOUT_MS = 60_000;

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

export interface ApiClientDeps {
	/** `/api`, or `/api/h5` on the mobile layout, absolute where there is no page origin. */
	baseURL: () => string;
	credentials: () => { token: string; sign: string };
	signSecret: () => string;
	/** Runs on a not-logged-in code: the stored session is over. */
	onNotLoggedIn: () => void;
	notify: (kind: 'warning' | 'error', message: string) => void;
	now?: () => number;
}

export type ApiRequest = <T>(path: string, options?: RequestOptions) => Promise<T>;

interface Envelope {
	code: number;
	msg?: string;
	data?: unknown;
}

function isEnvelope(body: unknown): body is Envelope {
	return typeof body === 'object' && body !== null && typeof (body as Envelope).code === 'number';
}

function isTimeout(error: unknown): boolean {
	const cause = error instanceof FetchError ? error.cause : error;
	return cause instanceof Error && (cause.name === 'TimeoutError' || cause.name === 'AbortError');
}

type RawResponse = Awaited<ReturnType<typeof ofetch.raw>>;

/**
 * Turns an answer into data or an ApiError by the rules of docs/client.md, "How answers are
 * treated"; `notify` shows it.
 */
function settle<T>(response: RawResponse, deps: ApiClientDeps, toast: boolean): T {
	const body: unknown = response._data;
	const notify = (kind: 'warning' | 'error', message: string) => {
		if (toast) deps.notify(kind, message);
	};
	if (response.status !== 200) {
		// A proxy's error page (HTML or empty) means nothing to a visitor; the status at least says
		// the request reached a server that failed.
		const text = isEnvelope(body) && body.msg ? body.msg : httpStatusMessage(response.status);
		notify('error', text);
		throw new ApiError('http', text, {
			status: response.status,
			code: isEnvelope(body) ? body.code : null,
			data: body === undefined || body === null || body === '' ? MESSAGES.httpFallback : body,
		});
	}
	if (!isEnvelope(body)) {
		notify('error', MESSAGES.network);
		throw new ApiError('http', MESSAGES.network, { status: 200, data: body });
	}
	if (body.code === SUCCESS_CODE) return body.data as T;
	const details = { code: body.code, status: 200, data: body.data };
	if (NOT_LOGGED_IN_CODES.includes(body.code)) {
		deps.onNotLoggedIn();
		notify('warning', MESSAGES.loginRequired);
		throw new ApiError('not-logged-in', MESSAGES.loginRequired, details);
	}
	const message = envelopeErrorMessage(body.data, body.msg);
	notify('error', message);
	throw new ApiError('business', message, details);
}

/** The API client (docs/client.md, "API client") with its treatment of answers in one place. */
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
		return settle<T>(response, deps, toast);
	};
}
