import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { socketAddressOf } from '../api/client-address';
import type { ApiDeps } from '../api/context';
import { failureResponse } from '../api/failure';
import { handleApiRequest } from '../api/router';
import { getServerConfig } from '../config';
import { getApiDeps } from '../runtime';
import { classifyRequest } from './classify';
import { edgeRequestOfRaw, type RawRequest } from './page-fast-path';
import { withSecurityHeaders } from './steps/security-headers';

/** Where `serve.mjs` finds the direct path for API calls (src/server/standalone/serve.mjs). */
export const API_PATH_KEY = Symbol.for('kpy.apiAnswer');

/**
 * Whether `serve.mjs` may answer this request through the API router itself: a call to `/api/**`
 * that the edge's one decision (classify.ts) passes, with no proxy header only Astro may believe.
 * Anything else goes to Astro, whose middleware decides it the same way.
 */
function isDirectApiRequest(request: RawRequest): boolean {
	const edge = edgeRequestOfRaw(request);
	if (!edge || edge.forwarded) return false;
	const decision = classifyRequest(edge, getServerConfig());
	return decision.area === 'api' && decision.answer.kind === 'pass';
}

/** The Node request as the fetch `Request` the router reads; its body streams as it arrives. */
function toFetchRequest(req: IncomingMessage, url: URL): Request {
	const headers = new Headers();
	for (let i = 0; i < req.rawHeaders.length; i += 2) {
		const name = req.rawHeaders[i] ?? '';
		if (!name.startsWith(':')) headers.append(name, req.rawHeaders[i + 1] ?? '');
	}
	const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
	return new Request(url, {
		method: req.method ?? 'GET',
		headers,
		...(hasBody ? { body: Readable.toWeb(req) as ReadableStream, duplex: 'half' } : {}),
	});
}

/** Writes the router's answer to the Node response, a streamed download included. */
async function writeAnswer(res: ServerResponse, response: Response, isHead: boolean) {
	res.statusCode = response.status;
	for (const [name, value] of response.headers) {
		if (name !== 'set-cookie') res.setHeader(name, value);
	}
	const cookies = response.headers.getSetCookie();
	if (cookies.length > 0) res.setHeader('set-cookie', cookies);
	if (!response.body || isHead) {
		res.end();
		return;
	}
	for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
		if (res.destroyed) return;
		if (!res.write(chunk)) await new Promise((drained) => res.once('drain', drained));
	}
	res.end();
}

type DepsFor = (clientAddress: string) => ApiDeps | Promise<ApiDeps>;

async function answerApi(
	req: IncomingMessage,
	res: ServerResponse,
	https: boolean,
	depsFor: DepsFor,
) {
	const url = new URL(req.url ?? '/', `${https ? 'https' : 'http'}://${req.headers.host}`);
	const request = toFetchRequest(req, url);
	let response: Response;
	try {
		const deps = await depsFor(socketAddressOf(request.headers, req.socket.remoteAddress ?? ''));
		response = await handleApiRequest(request, deps);
	} catch (error) {
		// Opening the database failed (PostgreSQL down at start): still an envelope.
		response = failureResponse(error);
	}
	await writeAnswer(res, withSecurityHeaders(response, https), req.method === 'HEAD');
}

/**
 * Lets `serve.mjs` answer API calls without Astro's pipeline, which does nothing for them that the
 * router and this path do not (the middleware's API steps are the runtime, which the router gets
 * from `getApiDeps`, and the security headers, added here by the same function): a like or a join
 * then costs the server a third less. Answers false, synchronously, for a request it leaves to
 * Astro. `depsFor` is the runtime's, as src/pages/api/[...path].ts gets it.
 */
export function registerApiDirectPath(depsFor: DepsFor = getApiDeps): void {
	const take = (req: IncomingMessage, res: ServerResponse): boolean => {
		const https = Boolean((req.socket as { encrypted?: boolean }).encrypted);
		const raw: RawRequest = {
			method: req.method,
			url: req.url,
			headers: req.headers,
			encrypted: https,
		};
		if (!isDirectApiRequest(raw)) return false;
		answerApi(req, res, https, depsFor).catch((error: unknown) => {
			console.error(`[api] ${req.method} ${req.url} could not be answered`, error);
			if (!res.headersSent) res.writeHead(500);
			res.end();
		});
		return true;
	};
	(globalThis as Record<symbol, unknown>)[API_PATH_KEY] = take;
}
