// What one client may hold of the server's connections: Node's defaults (a 60 s header timeout,
// checked every 30 s; no connection cap) let ~19,800 slow-header connections from one host use up
// the descriptors, and /livez went unanswered with the rest (attack report H6).
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP } from 'node:net';

/** Health checks and a proxy on this machine come from here; the caps never refuse them. */
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
/** Connections loopback may open beyond MAX_CONNECTIONS, so that /livez answers a full server. */
const LOOPBACK_HEADROOM = 64;
/** How often Node looks for requests past their timeouts (its default, 30 s, outlasts them). */
const CHECK_INTERVAL_MS = 1_000;

function readNumber(env, key, fallback) {
	const text = env[key]?.trim() || undefined;
	const value = text === undefined ? fallback : Number(text);
	if (!Number.isInteger(value) || value < 1) {
		throw new Error(`${key} 应为正整数 / must be a positive integer: ${text}`);
	}
	return value;
}

/**
 * HEADERS_TIMEOUT and REQUEST_TIMEOUT (seconds), MAX_CONNECTIONS and CONNECTIONS_PER_ADDRESS. A
 * request may take 300 s in all because an upload (up to 50 MB, src/server/storage/uploads.ts)
 * needs that at about 1.4 Mbit/s; its headers get 10 s.
 */
export function readConnectionLimits(env) {
	const limits = {
		headersTimeoutMs: readNumber(env, 'HEADERS_TIMEOUT', 10) * 1000,
		requestTimeoutMs: readNumber(env, 'REQUEST_TIMEOUT', 300) * 1000,
		maxConnections: readNumber(env, 'MAX_CONNECTIONS', 8_000),
		connectionsPerAddress: readNumber(env, 'CONNECTIONS_PER_ADDRESS', 256),
		proxies: readProxies(env.TRUSTED_PROXIES),
	};
	if (limits.requestTimeoutMs < limits.headersTimeoutMs) {
		throw new Error('REQUEST_TIMEOUT 不能小于 HEADERS_TIMEOUT / must not be below HEADERS_TIMEOUT');
	}
	return limits;
}

/**
 * The peers that are proxies, from TRUSTED_PROXIES (validated by src/server/api/client-address.ts):
 * a count means every peer is one, a list names them. A proxy carries many clients, so the
 * per-address cap is not applied to it; nginx's `limit_conn` does that job there.
 */
function readProxies(text = '') {
	const value = text.trim();
	if (value === '' || value === '0') return { all: false, list: new BlockList() };
	if (/^\d+$/.test(value)) return { all: true, list: new BlockList() };
	const list = new BlockList();
	for (const item of value.split(',')) {
		const [address = '', bits] = item.trim().split('/');
		const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
		if (isIP(address) === 0) continue;
		if (bits === undefined) list.addAddress(address, type);
		else list.addSubnet(address, Number(bits), type);
	}
	return { all: false, list };
}

function isProxy(proxies, address) {
	if (proxies.all) return true;
	const version = isIP(address);
	return version !== 0 && proxies.list.check(address, version === 6 ? 'ipv6' : 'ipv4');
}

/**
 * Counts open connections in all and per peer address, and closes a new one at once when the
 * server holds MAX_CONNECTIONS or its peer CONNECTIONS_PER_ADDRESS. Loopback is never refused (up
 * to the headroom), nor is a proxy for its address.
 */
function capConnections(server, limits) {
	const perAddress = new Map();
	let open = 0;
	server.maxConnections = limits.maxConnections + LOOPBACK_HEADROOM;
	server.on('connection', (socket) => {
		const address = socket.remoteAddress ?? '';
		const local = LOOPBACK.has(address);
		const held = perAddress.get(address) ?? 0;
		const overTotal = !local && open >= limits.maxConnections;
		const overShare =
			!local && !isProxy(limits.proxies, address) && held >= limits.connectionsPerAddress;
		if (overTotal || overShare) {
			socket.destroy();
			return;
		}
		open += 1;
		perAddress.set(address, held + 1);
		socket.once('close', () => {
			open -= 1;
			const left = (perAddress.get(address) ?? 1) - 1;
			if (left > 0) perAddress.set(address, left);
			else perAddress.delete(address);
		});
	});
}

/**
 * The portal's HTTP server (HTTPS with `tls`), with the header and request timeouts and the
 * connection caps of `limits` (readConnectionLimits).
 */
export function createPortalServer(listener, limits, tls) {
	const options = {
		headersTimeout: limits.headersTimeoutMs,
		requestTimeout: limits.requestTimeoutMs,
		connectionsCheckingInterval: CHECK_INTERVAL_MS,
	};
	const server = tls
		? https.createServer({ ...options, ...tls }, listener)
		: http.createServer(options, listener);
	capConnections(server, limits);
	return server;
}
