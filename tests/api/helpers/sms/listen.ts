import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

/** The SMS stand-ins listen on this range (the helper's ports); the first free one is taken. */
const FIRST_PORT = 4751;
const LAST_PORT = 4759;

export interface StandIn {
	/** `http://127.0.0.1:<port>`: what the provider's *_ENDPOINT setting is pointed at. */
	endpoint: string;
	close(): Promise<void>;
}

export async function readBody(request: IncomingMessage): Promise<Buffer> {
	const chunks: Buffer[] = [];
	for await (const chunk of request) chunks.push(chunk as Buffer);
	return Buffer.concat(chunks);
}

export function answerJson(response: ServerResponse, status: number, body: unknown): void {
	response.writeHead(status, { 'content-type': 'application/json;charset=utf-8' });
	response.end(JSON.stringify(body));
}

/** Listens on the first free port of the range, on the loopback address only. */
export async function listenInRange(
	handler: (request: IncomingMessage, response: ServerResponse) => void,
): Promise<StandIn> {
	for (let port = FIRST_PORT; port <= LAST_PORT; port++) {
		const server: Server = createServer(handler);
		const bound = await new Promise<boolean>((resolve) => {
			server.once('error', () => resolve(false));
			server.listen(port, '127.0.0.1', () => resolve(true));
		});
		if (bound) {
			return {
				endpoint: `http://127.0.0.1:${port}`,
				close: () => new Promise<void>((resolve) => server.close(() => resolve())),
			};
		}
	}
	throw new Error(`no free port in ${FIRST_PORT}-${LAST_PORT} for an SMS stand-in`);
}
