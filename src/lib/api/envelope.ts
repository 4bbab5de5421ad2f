import {
	ApiError,
	envelopeErrorMessage,
	httpStatusMessage,
	MESSAGES,
	NOT_LOGGED_IN_CODES,
	SUCCESS_CODE,
} from './errors';

/** What the envelope path needs from its wiring: the session reset and the toast. */
export interface EnvelopeDeps {
	/** Runs on a not-logged-in code: the stored session is over. */
	onNotLoggedIn: () => void;
	notify: (kind: 'warning' | 'error', message: string) => void;
}

interface Envelope {
	code: number;
	msg?: string;
	data?: unknown;
}

function isEnvelope(body: unknown): body is Envelope {
	return typeof body === 'object' && body !== null && typeof (body as Envelope).code === 'number';
}

/**
 * Turns an answer (HTTP status and parsed body) into data or an ApiError by the error catalogue;
 * `notify` shows the failure when `toast` is on. The API client and the uploader both end here.
 */
export function settleAnswer<T>(
	status: number,
	body: unknown,
	deps: EnvelopeDeps,
	toast: boolean,
): T {
	const notify = (kind: 'warning' | 'error', message: string) => {
		if (toast) deps.notify(kind, message);
	};
	if (status !== 200) {
		// A proxy's error page (HTML or empty) means nothing to a visitor; the status at least says
		// the request reached a server that failed.
		const text = isEnvelope(body) && body.msg ? body.msg : httpStatusMessage(status);
		notify('error', text);
		throw new ApiError('http', text, {
			status,
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
