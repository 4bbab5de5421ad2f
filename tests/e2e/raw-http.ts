import { request as httpRequest } from 'node:http';

export interface RawAnswer {
	status: number;
	headers: Record<string, string | string[] | undefined>;
	body: Buffer;
}

/**
 * A GET whose body arrives exactly as sent (not decoded as browsers and fetch do), with any
 * headers, `Host` included, which fetch cannot set. Each on a connection of its own: a kept-alive
 * one that the server closes as idle just as the next request goes out fails with "socket hang
 * up" (seen once on a loaded machine).
 */
export function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
	return new Promise((done, fail) => {
		httpRequest(url, { headers, agent: false }, (response) => {
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
			.on('error', fail)
			.end();
	});
}
