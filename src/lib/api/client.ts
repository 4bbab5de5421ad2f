import { FetchError, type FetchOptions, ofetch } from 'ofetch';
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

/** What a call tells the instance's hooks besides ofetch's own options. */
interface CallRules {
	path: string;
	fields: Record<string, string | number | boolean>;
	withToken: boolean;
	signed: boolean;
}

type CallOptions = FetchOptions<'json'> & { rules: CallRules };

function isTimeout(error: unknown): boolean {
	const cause = error instanceof FetchError ? error.cause : error;
	return cause instanceof Error && (cause.name === 'TimeoutError' || cause.name === 'AbortError');
}

/**
 * The one ofetch instance of a client (docs/client.md, "API client"): its request hook adds the
 * login headers and, where a secret is configured, the signature; envelope.ts treats its answers.
 */
function createInstance(deps: ApiClientDeps) {
	const now = deps.now ?? Date.now;
	return ofetch.create({
		credentials: 'include',
		retry: 0,
		timeout: REQUEST_TIMEOUT_MS,
		ignoreResponseError: true,
		async onRequest(context) {
			const { rules } = context.options as unknown as CallOptions;
			context.options.baseURL = deps.baseURL();
			if (rules.withToken) {
				const { token, sign } = deps.credentials();
				if (token) context.options.headers.set('token', token);
				if (sign) context.options.headers.set('sign', sign);
			}
			const secret = deps.signSecret();
			if (rules.signed && secret !== '') {
				// md5 loads only where signing is configured.
				const { signRequest } = await import('../sign');
				context.options.query = {
					...context.options.query,
					...signRequest(rules.path, rules.fields, secret, now()),
				};
			}
		},
	});
}

export function createApiClient(deps: ApiClientDeps): ApiRequest {
	const api = createInstance(deps);

	return async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
		const { method = 'POST', json = false, withToken = true, toast = true } = options;
		const fields = compactPayload(options.data ?? {});
		const flat = flattenPayload(fields);
		const call: CallOptions = {
			method,
			rules: { path, fields: flat, withToken, signed: options.signed ?? true },
			...(options.timeout ? { timeout: options.timeout } : {}),
			...(method === 'GET' ? { query: { ...flat } } : { body: json ? fields : encodeForm(flat) }),
		};
		let response: Awaited<ReturnType<typeof api.raw>>;
		try {
			response = await api.raw(path, call);
		} catch (error) {
			const message = isTimeout(error) ? MESSAGES.timeout : MESSAGES.network;
			if (toast) deps.notify('error', message);
			throw new ApiError('network', message);
		}
		return settleAnswer<T>(response.status, response._data, deps, toast);
	};
}
