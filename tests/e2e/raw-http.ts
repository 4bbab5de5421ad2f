import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';

export interface RawAnswer {
	status: number;
	headers: IncomingHttpHeaders;
	body: Buffer;
}

/**
 * A request whose answer's body arrives exactly as sent (not decoded as browsers and fetch do),
 * with any headers, `Host` included, which fetch cannot set. Each on a connection of its own: a
 * kept-alive one that the server closes as idle just as the next request goes out fails with
 * "socket hang up" (seen once on a loaded machine).
 */
export function rawRequest(
	url: string,
	{
		method = 'GET',
		headers = {},
		body,
	}: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {},
): Promise<RawAnswer> {
	return new Promise((done, fail) => {
		httpRequest(url, { method, headers, agent: false }, (response) => {
			const chunks: Buffer[] = [];
			response.on('data', (chunk: Buffer) => chunks.push(chunk));
			response.on('end', () =>
				done({
					status: response.statusCode ?? 0,
					headers: response.headers,
					body: Buffer.concat(chunks),
				}),
			);
		})
			// A body the server refuses early may close the connection before all of it is sent.
			.on('error', fail)
			.end(body);
	});
}

/** rawRequest for a GET. */
export function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
	return rawRequest(url, { headers });
}
