import type { WeChatSettings } from './settings';

/** A credential WeChat handed out and the seconds it is valid for. */
export interface IssuedCredential {
	value: string;
	expiresIn: number;
}

/** WeChat refused or could not be reached; `errcode` is WeChat's own when it answered one. */
export class WeChatApiError extends Error {
	constructor(
		message: string,
		readonly errcode: number | null = null,
	) {
		super(message);
	}
}

/** Errors that mean the access token is no longer good (invalid, expired, replaced). */
export const STALE_TOKEN_CODES: ReadonlySet<number> = new Set([40001, 40014, 42001]);

const REQUEST_TIMEOUT_MS = 5_000;

interface WeChatAnswer {
	errcode?: number;
	errmsg?: string;
	access_token?: string;
	ticket?: string;
	expires_in?: number;
}

async function getJson(url: URL): Promise<WeChatAnswer> {
	let response: Response;
	try {
		response = await fetch(url, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
	} catch (error) {
		throw new WeChatApiError(`unreachable: ${error instanceof Error ? error.message : error}`);
	}
	if (!response.ok) throw new WeChatApiError(`HTTP ${response.status}`);
	const body = (await response.json().catch(() => null)) as WeChatAnswer | null;
	if (!body || typeof body !== 'object') throw new WeChatApiError('not JSON');
	if (body.errcode) throw new WeChatApiError(`${body.errcode} ${body.errmsg ?? ''}`, body.errcode);
	return body;
}

function issued(value: unknown, expiresIn: unknown, what: string): IssuedCredential {
	if (typeof value !== 'string' || value === '' || typeof expiresIn !== 'number') {
		throw new WeChatApiError(`${what} missing in the answer`);
	}
	return { value, expiresIn };
}

/** 获取 Access token: GET /cgi-bin/token?grant_type=client_credential&appid=…&secret=… */
export async function fetchAccessToken(settings: WeChatSettings): Promise<IssuedCredential> {
	const url = new URL('/cgi-bin/token', settings.apiBase);
	url.search = new URLSearchParams({
		grant_type: 'client_credential',
		appid: settings.appId,
		secret: settings.appSecret,
	}).toString();
	const body = await getJson(url);
	return issued(body.access_token, body.expires_in, 'access_token');
}

/** jsapi_ticket: GET /cgi-bin/ticket/getticket?access_token=…&type=jsapi */
export async function fetchJsapiTicket(
	settings: WeChatSettings,
	accessToken: string,
): Promise<IssuedCredential> {
	const url = new URL('/cgi-bin/ticket/getticket', settings.apiBase);
	url.search = new URLSearchParams({ access_token: accessToken, type: 'jsapi' }).toString();
	const body = await getJson(url);
	return issued(body.ticket, body.expires_in, 'ticket');
}
