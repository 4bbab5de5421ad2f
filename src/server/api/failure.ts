import { isDatabaseUnavailable } from '../db/unavailable';
import { DomainError } from '../domain-error';
import { toApiError } from './domain-answers';
import { envelope } from './envelope';
import { ApiError, CODES } from './errors';

/** Seconds a client should wait before trying again while the database is away. */
export const RETRY_AFTER_S = 5;

/**
 * The envelope for a request that threw: the handler's or the domain's refusal, 503 服务暂不可用 while the
 * database cannot be reached, else 500. Cookies the handler set before it threw (logout's clearing
 * of the session cookie) go out with every one of them.
 */
export function failureResponse(error: unknown, cookies: string[] = []): Response {
	if (error instanceof DomainError) return failureResponse(toApiError(error), cookies);
	if (error instanceof ApiError)
		return envelope(error.code, error.message, error.data, error.status, cookies);
	if (isDatabaseUnavailable(error)) {
		console.error('[api] database unavailable:', error instanceof Error ? error.message : error);
		const response = envelope(CODES.unavailable, '服务暂不可用，请稍后再试', null, 503, cookies);
		response.headers.set('retry-after', String(RETRY_AFTER_S));
		return response;
	}
	console.error('[api] unexpected failure:', error);
	return envelope(CODES.serverError, '服务器错误，请稍后再试', null, 500, cookies);
}
