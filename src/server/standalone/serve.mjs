// The production server, copied to dist/server/serve.mjs by src/integrations/serve-entry.ts and
// started with `node dist/server/serve.mjs` (PORT and HOST as for Astro's standalone server). It
// serves the build's files itself and hands everything else to Astro's handler (the Node
// adapter's middleware mode, which renders and does not look at the disk): public pages the page
// cache holds go out as they are kept (brotli or gzip) before Astro runs, at the cost of a static
// file; API calls go to the API router directly (src/server/edge/api-direct-path.ts); the
// precompressed /_astro files (.br, .gz, written by src/integrations/precompress.ts) go
// to browsers that accept them; other files are sent from disk as Astro's standalone server sends
// them. Files are known by an index made at start, so a page no longer costs two file-system
// look-ups before it is rendered. It first restarts itself, in place, with the memory settings of
// process-tuning.mjs, has a new embedded database prepared by a process of its own, and opens the
// database before it listens (first-start.mjs).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import send from 'send';
import { pickCoding } from './accept-encoding.mjs';
import { createPortalServer, readConnectionLimits } from './connection-limits.mjs';
import { openBeforeListening, prepareNewDatabase } from './first-start.mjs';
import { refuseMalformedHost } from './host-header.mjs';
import { reexecTuned } from './process-tuning.mjs';

reexecTuned();
await prepareNewDatabase();
process.env.ASTRO_NODE_AUTOSTART = 'disabled';
// The socket's peer travels to the app in this header, which this server always overwrites; the
// flag tells the app (src/server/api/client-address.ts) that it may believe it. Astro's own
// clientAddress is the first X-Forwarded-For value once `security.allowedDomains` is set.
const SOCKET_HEADER = 'x-kpy-socket-address';
globalThis[Symbol.for('kpy.socketAddressHeader')] = SOCKET_HEADER;
const { handler, options } = await import('./entry.mjs');

const CONTENT_TYPES = {
	js: 'text/javascript; charset=utf-8',
	mjs: 'text/javascript; charset=utf-8',
	css: 'text/css; charset=utf-8',
	svg: 'image/svg+xml',
	json: 'application/json; charset=utf-8',
};
/** Astro's `build.assets`, left at its default. */
const ASSETS_DIR = '_astro';
const ENCODINGS = [
	{ name: 'br', suffix: '.br' },
	{ name: 'gzip', suffix: '.gz' },
];

/** `/_astro/<name>` → its compressed copies on disk with their sizes, and its content type. */
function indexAssets() {
	const dir = new URL(`../client/${ASSETS_DIR}/`, import.meta.url);
	const assets = new Map();
	if (!existsSync(dir)) return assets;
	for (const name of readdirSync(dir)) {
		const type = CONTENT_TYPES[name.split('.').pop() ?? ''];
		if (!type) continue;
		const copies = ENCODINGS.flatMap(({ name: encoding, suffix }) => {
			const file = new URL(name + suffix, dir);
			return existsSync(file) ? [{ encoding, file, size: statSync(file).size }] : [];
		});
		if (copies.length) assets.set(`/${ASSETS_DIR}/${name}`, { type, copies });
	}
	return assets;
}

const assets = indexAssets();

const CLIENT_DIR = fileURLToPath(new URL('../client/', import.meta.url));

/** The URL path of every file of the build's client directory (public/ and the bundles). */
function indexClientFiles() {
	if (!existsSync(CLIENT_DIR)) return new Set();
	const entries = readdirSync(CLIENT_DIR, { recursive: true, withFileTypes: true });
	return new Set(
		entries
			.filter((entry) => entry.isFile())
			.map((entry) => `/${join(entry.parentPath, entry.name).slice(CLIENT_DIR.length)}`),
	);
}

const clientFiles = indexClientFiles();

/**
 * A build file from disk, as Astro's standalone server sends it (`send`, long-lived caching for
 * /_astro); one gone from disk since the index was made goes to Astro, which answers 404.
 */
function sendFromDisk(req, res) {
	const path = urlPath(req);
	const stream = send(req, path, { root: CLIENT_DIR, dotfiles: 'deny' });
	let found = false;
	stream.on('file', () => {
		found = true;
	});
	stream.on('error', (error) => {
		if (!found) return handler(req, res);
		const status = 'statusCode' in error ? error.statusCode : 500;
		if (status >= 500) console.error(String(error));
		res.writeHead(status);
		res.end(status >= 500 ? 'Internal server error' : '');
	});
	stream.on('stream', () => {
		if (path.startsWith(`/${ASSETS_DIR}/`)) {
			res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
		}
	});
	stream.pipe(res);
}

function urlPath(req) {
	return (req.url ?? '/').split(/[?#]/)[0] || '/';
}

/** The request's path, decoded; null for a malformed address, which Astro's server answered 400. */
function decodedPath(req) {
	try {
		decodeURI(req.url ?? '/');
		return decodeURI(urlPath(req));
	} catch {
		return null;
	}
}

/**
 * Opens the file before any header goes out: a deploy or rebuild may have deleted or replaced it
 * since the server indexed the build. Null when it cannot be read.
 */
async function openCopy(file) {
	try {
		const handle = await open(file, 'r');
		const { size } = await handle.stat();
		return { handle, size };
	} catch {
		return null;
	}
}

/** The compressed copy of a known asset this request accepts, or null to let Astro send it. */
function findCompressed(req, res) {
	if (req.method !== 'GET' && req.method !== 'HEAD') return null;
	const path = (req.url ?? '').split('?')[0];
	const asset = assets.get(path);
	if (!asset) return null;
	res.setHeader('Vary', 'Accept-Encoding');
	const coding = pickCoding(
		req.headers['accept-encoding'],
		asset.copies.map(({ encoding }) => encoding),
	);
	const copy = asset.copies.find(({ encoding }) => encoding === coding);
	return copy ? { type: asset.type, copy } : null;
}

/** Sends the compressed copy; a copy gone from disk falls back to the identity file. */
async function sendCompressed(req, res, { type, copy }) {
	const opened = await openCopy(copy.file);
	if (!opened) return sendFromDisk(req, res);
	const { handle, size } = opened;
	res.writeHead(200, {
		'Content-Type': type,
		'Content-Encoding': copy.encoding,
		'Content-Length': size,
		'Cache-Control': 'public, max-age=31536000, immutable',
	});
	if (req.method === 'HEAD') {
		await handle.close();
		res.end();
		return;
	}
	const stream = handle.createReadStream();
	// Headers are out, so a read that fails midway can only cut the response short.
	stream.on('error', () => res.destroy());
	// A visitor who left (a page navigated away), while the file opened or midway, would leave it
	// open until garbage collection.
	if (res.destroyed) stream.destroy();
	else res.on('close', () => stream.destroy());
	stream.pipe(res);
}

/**
 * A public page the page cache holds, answered before Astro runs, packed as the request accepts
 * (src/server/edge/page-fast-path.ts, registered once the app's middleware has loaded).
 */
function sendCachedPage(req, res) {
	const answer = globalThis[Symbol.for('kpy.cachedPageAnswer')];
	const found = answer?.({
		method: req.method,
		url: req.url,
		headers: req.headers,
		encrypted: Boolean(req.socket.encrypted),
	});
	if (!found) return false;
	res.writeHead(found.status, found.headers);
	res.end(found.body ?? undefined);
	return true;
}

/**
 * An API call the router answers before Astro runs (src/server/edge/api-direct-path.ts, registered
 * once the app's middleware has loaded); false for a request left to Astro.
 */
function answerApiDirectly(req, res) {
	const take = globalThis[Symbol.for('kpy.apiAnswer')];
	return Boolean(take?.(req, res));
}

function listener(req, res) {
	// Astro's middleware sets it on what it renders; files on disk bypass the middleware.
	res.setHeader('X-Content-Type-Options', 'nosniff');
	req.headers[SOCKET_HEADER] = req.socket.remoteAddress ?? '';
	if (refuseMalformedHost(req, res)) return;
	if (sendCachedPage(req, res)) return;
	const path = decodedPath(req);
	if (path === null) {
		res.writeHead(400);
		res.end('Bad request.');
		return;
	}
	if (answerApiDirectly(req, res)) return;
	const compressed = findCompressed(req, res);
	if (compressed) sendCompressed(req, res, compressed).catch(() => res.destroy());
	else if (clientFiles.has(path)) sendFromDisk(req, res);
	else handler(req, res);
}

const port = process.env.PORT ? Number(process.env.PORT) : (options.port ?? 8080);
const host =
	process.env.HOST ??
	(typeof options.host === 'boolean' ? (options.host ? '0.0.0.0' : 'localhost') : options.host);
const { SERVER_CERT_PATH: cert, SERVER_KEY_PATH: key } = process.env;
const server = createPortalServer(
	listener,
	readConnectionLimits(process.env),
	cert && key ? { cert: readFileSync(cert), key: readFileSync(key) } : undefined,
);
server.on('error', (error) => {
	console.error(error);
	process.exit(1);
});
// The job runner (reminders, change notices, analytics roll-up) starts with the database.
await openBeforeListening(listener, process.env, `localhost:${port}`);
server.listen(port, host, () => {
	const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
	console.log(
		`Server listening on ${cert && key ? 'https' : 'http'}://${shown}:${port} (${assets.size} precompressed assets)`,
	);
});
