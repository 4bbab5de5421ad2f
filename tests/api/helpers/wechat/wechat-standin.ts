import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

/**
 * A local WeChat API for the token and ticket the JS-SDK signature needs (公众号 "获取 Access
 * token" and JS-SDK 附录1 "获取 jsapi_ticket"): it checks what WeChat checks and answers the
 * documented bodies, errors as `{ errcode, errmsg }` with HTTP 200.
 */
export interface WeChatStandIn {
	/** `http://127.0.0.1:<port>`: what WECHAT_API_BASE is pointed at. */
	endpoint: string;
	/** Calls per endpoint, answered or refused. */
	calls: { token: number; ticket: number };
	/** errcodes answered, in order. */
	refusals: number[];
	/** The newest ticket issued to an app. */
	ticketOf(appId: string): string | undefined;
	/** Every access token issued so far stops working, as when another system asked for a new one. */
	revokeTokens(): void;
	close(): Promise<void>;
}

export interface WeChatStandInOptions {
	/** AppID → AppSecret of the 公众号 it knows. */
	apps: Record<string, string>;
	/** The ports it may listen on: the first free one of the range. */
	ports: readonly [number, number];
	tokenExpiresIn?: number;
	ticketExpiresIn?: number;
	/** How long each answer takes, so that callers asking at once overlap. */
	delayMs?: number;
}

function answer(response: ServerResponse, body: unknown) {
	response.writeHead(200, { 'content-type': 'application/json; encoding=utf-8' });
	response.end(JSON.stringify(body));
}

export async function startWeChatStandIn(options: WeChatStandInOptions): Promise<WeChatStandIn> {
	const calls = { token: 0, ticket: 0 };
	const refusals: number[] = [];
	/** access token → its app. */
	const tokens = new Map<string, string>();
	const tickets = new Map<string, string>();
	let issued = 0;

	const refuse = (response: ServerResponse, errcode: number, errmsg: string) => {
		refusals.push(errcode);
		answer(response, { errcode, errmsg: `${errmsg} rid: stand-in` });
	};

	const handle = async (request: IncomingMessage, response: ServerResponse) => {
		await new Promise((done) => setTimeout(done, options.delayMs ?? 0));
		const url = new URL(request.url ?? '/', 'http://stand-in');
		const query = (name: string) => url.searchParams.get(name) ?? '';
		if (request.method !== 'GET') return refuse(response, 43001, 'require GET method');
		if (url.pathname === '/cgi-bin/token') {
			calls.token += 1;
			if (query('grant_type') !== 'client_credential')
				return refuse(response, 40002, 'invalid grant_type');
			const secret = options.apps[query('appid')];
			if (secret === undefined) return refuse(response, 40013, 'invalid appid');
			if (query('secret') !== secret) {
				return refuse(response, 40001, 'invalid credential, access_token is invalid or not latest');
			}
			issued += 1;
			const token = `ACCESS_TOKEN_${issued}_${query('appid')}`;
			tokens.set(token, query('appid'));
			return answer(response, { access_token: token, expires_in: options.tokenExpiresIn ?? 7200 });
		}
		if (url.pathname === '/cgi-bin/ticket/getticket') {
			calls.ticket += 1;
			const appId = tokens.get(query('access_token'));
			if (appId === undefined) {
				return refuse(response, 40001, 'invalid credential, access_token is invalid or not latest');
			}
			if (query('type') !== 'jsapi') return refuse(response, 40097, 'invalid args');
			issued += 1;
			const ticket = `bxLdikRXVbTPdHSM05e5u5sUoXNKd8-41ZO3MhKoyN5OfkWITDGgnr2fwJ0m9E8NYzWKVZvdVtaUgWvsdshFKA${issued}`;
			tickets.set(appId, ticket);
			return answer(response, {
				errcode: 0,
				errmsg: 'ok',
				ticket,
				expires_in: options.ticketExpiresIn ?? 7200,
			});
		}
		refuse(response, 48001, 'api unauthorized');
	};

	const [first, last] = options.ports;
	for (let port = first; port <= last; port++) {
		const server: Server = createServer((request, response) => void handle(request, response));
		const bound = await new Promise<boolean>((resolve) => {
			server.once('error', () => resolve(false));
			server.listen(port, '127.0.0.1', () => resolve(true));
		});
		if (!bound) continue;
		return {
			endpoint: `http://127.0.0.1:${port}`,
			calls,
			refusals,
			ticketOf: (appId) => tickets.get(appId),
			revokeTokens: () => tokens.clear(),
			close: () => new Promise<void>((resolve) => server.close(() => resolve())),
		};
	}
	throw new Error(`no free port in ${first}-${last} for the WeChat stand-in`);
}
