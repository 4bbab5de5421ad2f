import type { ApiCode } from '../../lib/api/types';

/** A failure a handler answers on purpose: a non-zero code and a Chinese message. */
export class ApiError extends Error {
	constructor(
		readonly code: ApiCode,
		message: string,
		readonly status = 200,
		/** The envelope's `data`, for a refusal that carries figures (e.g. seconds to wait). */
		readonly data: unknown = null,
	) {
		super(message);
	}
}

/** The answer codes; docs/api.md, "Codes", lists them. */
export const CODES = {
	ok: 0,
	badInput: 100000001,
	notFound: 100000002,
	forbidden: 100000003,
	badSign: 100000004,
	staleSign: 100000005,
	rateLimited: 100000006,
	badBody: 100000007,
	bodyTooLarge: 100000008,
	notLoggedIn: 100000009,
	sessionExpired: 100000010,
	crossSite: 100000011,
	outOfScope: 100000403,
	sessionRevoked: 100000099,
	serverError: 100000500,
	unavailable: 100000503,
	wrongCode: 100100001,
	codeExpired: 100100002,
	codeLocked: 100100003,
	sendTooOften: 100100004,
	badHostToken: 100100005,
	smsFailed: 100100006,
	captchaRequired: 100100007,
	captchaRefused: 100100008,
	wechatUnavailable: 100300001,
	activityFull: 100250101,
	notJoinable: 100250102,
	notEditable: 100250103,
	badUpload: 100250104,
	publishClosed: 100250106,
} as const satisfies Record<string, ApiCode>;

export const fail = {
	badInput: (message: string) => new ApiError(CODES.badInput, message),
	notFound: (message = '活动不存在') => new ApiError(CODES.notFound, message),
	forbidden: (message = '无权操作') => new ApiError(CODES.forbidden, message),
	notLoggedIn: () => new ApiError(CODES.notLoggedIn, '请登录'),
	rateLimited: (message = '操作过于频繁，请稍后再试') =>
		new ApiError(CODES.rateLimited, message, 429),
};
