import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RemotePattern } from 'astro';
import { createRequestFromNodeRequest, writeResponse } from 'astro/app/node';
import { socketAddressOf } from '../api/client-address';
import type { ApiDeps } from '../api/context';
import { failureResponse } from '../api/failure';
import { handleApiRequest } from '../api/router';
import { getServerConfig } from '../config';
import { getApiDeps } from '../runtime';
import { ALLOWED_DOMAINS } from './allowed-domains';
import { classifyRequest } from './classify';
import { addressAsAstroSeesIt } from './forwarded-address';
import { edgeRequestOfRaw } from './page-fast-path';
import { withSecurityHeaders } from './steps/security-headers';

/** Where `serve.mjs` finds the direct path for API calls (src/server/standalone/serve.mjs). */
export const API_PATH_KEY = Symbol.for('kpy.apiAnswer');

const API_PREFIX = '/api/';

type DepsFor = (clientAddress: string) => ApiDeps | Promise<ApiDeps>;

/**
 * The request as Astro's pipeline hands it to src/pages/api/[...path].ts: built by its Node
 * adapter (the socket's scheme and the `Host` header), then given the address of whatever it
 * believes of the forwarded headers (forwarded-address.ts). Null for a request the edge's one
 * decision (classify.ts) does not pass as a plain API call: Astro answers it.
 */
function apiRequestOf(
	req: IncomingMessage,
	allowedDomains: Partial<RemotePattern>[],
): Request | null {
	const edge = edgeRequestOfRaw(
		{
			method: req.method,
			url: req.url,
			headers: req.headers,
			encrypted: Boolean((req.socket as { encrypted?: boolean }).encrypted),
		},
		allowedDomains,
	);
	if (!edge) return null;
	const decision = classifyRequest(edge, getServerConfig());
	if (decision.area !== 'api' || decision.answer.kind !== 'pass') return null;
	const request = createRequestFromNodeRequest(req, { allowedDomains });
	if (allowedDomains.length === 0) return request;
	const socketAddress = new URL(request.url);
	const address = addressAsAstroSeesIt(socketAddress, req.headers, allowedDomains);
	return address === socketAddress ? request : new Request(address, request);
}

async function answerApi(
	req: IncomingMessage,
	res: ServerResponse,
	request: Request,
	depsFor: DepsFor,
) {
	let response: Response;
	try {
		const deps = await depsFor(socketAddressOf(request.headers, req.socket.remoteAddress ?? ''));
		response = await handleApiRequest(request, deps);
	} catch (error) {
		// Opening the database failed (PostgreSQL down at start): still an envelope.
		response = failureResponse(error);
	}
	const https = new URL(request.url).protocol === 'https:';
	await writeResponse(withSecurityHeaders(response, https), res);
}

/**
 * Lets `serve.mjs` answer API calls without Astro's pipeline, which does nothing for them that the
 * router and this path do not: the middleware's API steps are the runtime, which the router gets
 * from `getApiDeps` as src/pages/api/[...path].ts does, and the security headers, added here by
 * the same function; the request and the response go through the adapter's own Node functions. A
 * like then costs the server a fifth to a third less (docs/benchmarks.md). Answers false,
 * synchronously, for a request it leaves to Astro.
 */
export function registerApiDirectPath(
	depsFor: DepsFor = getApiDeps,
	allowedDomains: Partial<RemotePattern>[] = ALLOWED_DOMAINS,
): void {
	const take = (req: IncomingMessage, res: ServerResponse): boolean => {
		if (!req.url?.startsWith(API_PREFIX)) return false;
		const request = apiRequestOf(req, allowedDomains);
		if (!request) return false;
		answerApi(req, res, request, depsFor).catch((error: unknown) => {
			console.error(`[api] ${req.method} ${req.url} could not be answered`, error);
			if (!res.headersSent) res.writeHead(500);
			res.end();
		});
		return true;
	};
	(globalThis as Record<symbol, unknown>)[API_PATH_KEY] = take;
}
