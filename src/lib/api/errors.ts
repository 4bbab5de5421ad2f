/** Answer codes the client knows (docs/api.md, "Codes"). */
export const SUCCESS_CODE = 0;
export const NOT_LOGGED_IN_CODES: readonly number[] = [100000009, 100000099, 100000010];
export const PUBLISH_CLOSED_CODE = 100250106;

export const MESSAGES = {
	loginRequired: '请登录',
	network: '网络异常，请检查网络后重试',
	timeout: '请求超时，请稍后重试',
	httpFallback: 'error',
} as const;

/** What a visitor reads when an answer fails with an HTTP status and no message of ours. */
export function httpStatusMessage(status: number): string {
	return `服务暂时不可用（HTTP ${status}），请稍后重试`;
}

export type ApiErrorKind = 'business' | 'not-logged-in' | 'http' | 'network';

/** Every rejection of the API client. */
export class ApiError extends Error {
	readonly kind: ApiErrorKind;
	/** The envelope code; `null` when no envelope came back. */
	readonly code: number | null;
	/** The HTTP status; `null` when the request never got an answer. */
	readonly status: number | null;
	/** The envelope data, or the body of a non-200 answer. */
	readonly data: unknown;

	constructor(
		kind: ApiErrorKind,
		message: string,
		details: { code?: number | null; status?: number | null; data?: unknown } = {},
	) {
		super(message);
		this.name = 'ApiError';
		this.kind = kind;
		this.code = details.code ?? null;
		this.status = details.status ?? null;
		this.data = details.data;
	}
}

function firstText(list: unknown): string | null {
	if (!Array.isArray(list)) return null;
	const first: unknown = list[0];
	if (typeof first === 'string' && first) return first;
	if (first && typeof first === 'object' && 'message' in first) {
		const message = (first as { message: unknown }).message;
		if (typeof message === 'string' && message) return message;
	}
	return null;
}

/**
 * The message of a failed envelope: the first item of the error list (`data` itself or
 * `data.errors`), else `data.name`, else `msg`.
 */
export function envelopeErrorMessage(data: unknown, msg: unknown): string {
	const fromList =
		firstText(data) ??
		(data && typeof data === 'object' ? firstText((data as { errors?: unknown }).errors) : null);
	if (fromList) return fromList;
	if (data && typeof data === 'object') {
		const name = (data as { name?: unknown }).name;
		if (typeof name === 'string' && name) return name;
	}
	return typeof msg === 'string' && msg ? msg : '操作失败，请稍后重试';
}
