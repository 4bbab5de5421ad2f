import { get, type Server } from 'node:http';
import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import {
	createPortalServer,
	readConnectionLimits,
} from '../../../../src/server/standalone/connection-limits.mjs';

/** Another loopback address than the health checks' 127.0.0.1, as a flooding host. */
const FLOODER = '127.0.0.2';
const FLOOD_SIZE = 300;

let server: Server | undefined;
const sockets: Socket[] = [];

afterEach(async () => {
	for (const socket of sockets.splice(0)) socket.destroy();
	const running = server;
	server = undefined;
	if (!running) return;
	running.closeAllConnections();
	await new Promise((done) => running.close(done));
});

async function startServer(env: Record<string, string>): Promise<number> {
	server = createPortalServer(
		(req, res) => res.end(req.url === '/livez' ? 'ok' : 'page'),
		readConnectionLimits(env),
	);
	await new Promise<void>((done) => server?.listen(0, '127.0.0.1', done));
	const address = server.address();
	return typeof address === 'object' && address ? address.port : 0;
}

/**
 * Opens `count` connections from FLOODER that send a request line and then one header line every
 * 200 ms, never the blank line that ends the headers (h6-slow-headers.py). Resolves once each has
 * connected or been closed; `closed()` counts those the server has closed since.
 */
async function floodSlowHeaders(port: number, count: number) {
	let closed = 0;
	await Promise.all(
		Array.from(
			{ length: count },
			() =>
				new Promise<void>((settled) => {
					const socket = connect({ port, host: '127.0.0.1', localAddress: FLOODER });
					sockets.push(socket);
					const drip = setInterval(() => socket.write('X-a: b\r\n'), 200);
					socket.on('connect', () => {
						socket.write('GET /home-list HTTP/1.1\r\nHost: 127.0.0.1\r\n');
						settled();
					});
					socket.on('error', () => {});
					socket.on('close', () => {
						clearInterval(drip);
						closed += 1;
						settled();
					});
				}),
		),
	);
	return { closed: () => closed };
}

/** /livez from 127.0.0.1 on a new connection: its status and how long it took. */
function askLivez(port: number): Promise<{ status: number; ms: number }> {
	const started = performance.now();
	return new Promise((done) => {
		const request = get({ port, host: '127.0.0.1', path: '/livez', agent: false }, (res) => {
			res.resume();
			res.on('end', () => done({ status: res.statusCode ?? 0, ms: performance.now() - started }));
		});
		request.setTimeout(2_000, () => request.destroy());
		request.on('error', () => done({ status: 0, ms: performance.now() - started }));
	});
}

async function waitFor(condition: () => boolean, ms: number): Promise<void> {
	const deadline = Date.now() + ms;
	while (!condition() && Date.now() < deadline) await new Promise((done) => setTimeout(done, 20));
}

describe('createPortalServer under a slow-header flood from one host', () => {
	it('closes the connections past the per-address cap and still answers /livez at once', async () => {
		const port = await startServer({ CONNECTIONS_PER_ADDRESS: '20' });
		const flood = await floodSlowHeaders(port, FLOOD_SIZE);
		await waitFor(() => flood.closed() >= FLOOD_SIZE - 20, 2_000);
		expect(flood.closed()).toBe(FLOOD_SIZE - 20);
		const livez = await askLivez(port);
		expect(livez.status).toBe(200);
		expect(livez.ms).toBeLessThan(1_000);
	});

	it('keeps room for loopback health checks when the server holds MAX_CONNECTIONS', async () => {
		const port = await startServer({ MAX_CONNECTIONS: '50', CONNECTIONS_PER_ADDRESS: '1000' });
		const flood = await floodSlowHeaders(port, FLOOD_SIZE);
		await waitFor(() => flood.closed() >= FLOOD_SIZE - 50, 2_000);
		expect(flood.closed()).toBe(FLOOD_SIZE - 50);
		const livez = await askLivez(port);
		expect(livez.status).toBe(200);
		expect(livez.ms).toBeLessThan(1_000);
	});

	it('closes a connection whose headers are not complete within HEADERS_TIMEOUT', async () => {
		const port = await startServer({ HEADERS_TIMEOUT: '1', CONNECTIONS_PER_ADDRESS: '20' });
		const flood = await floodSlowHeaders(port, 20);
		expect(flood.closed()).toBe(0);
		await waitFor(() => flood.closed() === 20, 3_000);
		expect(flood.closed()).toBe(20);
	});

	it('does not apply the per-address cap to a proxy TRUSTED_PROXIES names', async () => {
		const port = await startServer({ CONNECTIONS_PER_ADDRESS: '20', TRUSTED_PROXIES: FLOODER });
		const flood = await floodSlowHeaders(port, 100);
		await new Promise((done) => setTimeout(done, 300));
		expect(flood.closed()).toBe(0);
	});
});

describe('readConnectionLimits', () => {
	it('defaults to a 10 s header timeout, 300 s per request (a 50 MB upload) and caps with headroom', () => {
		expect(readConnectionLimits({})).toMatchObject({
			headersTimeoutMs: 10_000,
			requestTimeoutMs: 300_000,
			maxConnections: 8_000,
			connectionsPerAddress: 256,
		});
	});

	it('names the variable and the rule when a value is wrong', () => {
		expect(() => readConnectionLimits({ CONNECTIONS_PER_ADDRESS: '0' })).toThrow(
			/CONNECTIONS_PER_ADDRESS 应为正整数/,
		);
		expect(() => readConnectionLimits({ HEADERS_TIMEOUT: '60', REQUEST_TIMEOUT: '30' })).toThrow(
			/REQUEST_TIMEOUT 不能小于 HEADERS_TIMEOUT/,
		);
	});
});
