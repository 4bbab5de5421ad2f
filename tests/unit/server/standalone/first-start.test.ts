import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
	openDatabase,
	prepareNewDatabase,
	READY_MESSAGE,
} from '../../../../src/server/standalone/first-start.mjs';

/** Longer than Node's keep-alive timer (5 + 1 s) and the portal's header timeout (10 s). */
const STALL_MS = 11_000;

function stallEventLoop(ms: number) {
	const end = Date.now() + ms;
	while (Date.now() < end) {}
}

describe('openDatabase', () => {
	it('gets its 200 from /readyz although the event loop stalls between accepting the ask and reading it', async () => {
		let asks = 0;
		const listener = (req: IncomingMessage, res: ServerResponse) => {
			asks += 1;
			res.writeHead(req.url === '/readyz' && asks > 1 ? 200 : 503);
			res.end();
		};
		// PGlite starting or migrating: seconds of synchronous WebAssembly right after the second
		// ask's connection is accepted, before its request is read.
		let accepted = 0;
		const stallAfterSecondAccept = ({ socket }: { socket: Socket }) => {
			accepted += 1;
			if (accepted === 2) setImmediate(() => stallEventLoop(STALL_MS));
			socket.on('error', () => {});
		};
		subscribe('net.server.socket', stallAfterSecondAccept as (message: unknown) => void);
		try {
			const ready = await openDatabase(listener, { host: 'localhost:4321', timeoutMs: 1_000 });
			expect({ ready, asks }).toEqual({ ready: true, asks: 2 });
		} finally {
			unsubscribe('net.server.socket', stallAfterSecondAccept as (message: unknown) => void);
		}
	}, 30_000);

	it('asks with the configured port as Host, on a connection of its own each time', async () => {
		const seen: (string | undefined)[][] = [];
		const ready = await openDatabase(
			(req, res) => {
				seen.push([req.headers.host, req.headers.connection]);
				res.writeHead(seen.length < 2 ? 503 : 200);
				res.end();
			},
			{ host: 'localhost:4321', timeoutMs: 5_000 },
		);
		expect(ready).toBe(true);
		expect(seen).toEqual([
			['localhost:4321', 'close'],
			['localhost:4321', 'close'],
		]);
	});

	it('gives up after its time with false', async () => {
		const ready = await openDatabase((_, res) => res.writeHead(503).end(), {
			host: 'localhost:4321',
			timeoutMs: 700,
		});
		expect(ready).toBe(false);
	});
});

/** A stand-in for serve.mjs as the preparing process: it writes PGLITE_DIR, then does `ending`. */
function writePreparingScript(dir: string, ending: string): string {
	const path = join(dir, 'preparing.mjs');
	writeFileSync(
		path,
		[
			"import { mkdirSync, writeFileSync } from 'node:fs';",
			"import { join } from 'node:path';",
			'const dir = process.env.PGLITE_DIR;',
			'mkdirSync(join(dir, "base"), { recursive: true });',
			'writeFileSync(join(dir, "PG_VERSION"), "17\\n");',
			'writeFileSync(join(dir, "base", "1"), "rows");',
			ending,
		].join('\n'),
	);
	return path;
}

describe('prepareNewDatabase', () => {
	let workDir: string;
	let target: string;

	beforeEach(() => {
		workDir = mkdtempSync(join(tmpdir(), 'kpy-first-start-'));
		target = join(workDir, 'pglite');
	});

	afterEach(() => {
		rmSync(workDir, { recursive: true, force: true });
	});

	async function prepareWith(ending: string) {
		const script = writePreparingScript(workDir, ending);
		await prepareNewDatabase({ PGLITE_DIR: target }, [script]);
	}

	it('moves the prepared directory into place once the preparing process said it is ready', async () => {
		await prepareWith(`process.send(${JSON.stringify(READY_MESSAGE)}, () => process.exit(0));`);
		expect(readFileSync(join(target, 'base', '1'), 'utf8')).toBe('rows');
		expect(existsSync(join(target, 'PG_VERSION'))).toBe(true);
		expect(existsSync(`${target}.preparing`)).toBe(false);
	});

	it('leaves no database behind when the preparing process fails midway', async () => {
		await prepareWith('process.exit(1);');
		expect(existsSync(join(target, 'PG_VERSION'))).toBe(false);
		expect(existsSync(`${target}.preparing`)).toBe(false);
	});

	it('leaves no database behind when the preparing process is stopped before it was ready', async () => {
		// A SIGTERM mid-seed ends the process through the runtime's shutdown, with code 0.
		await prepareWith('process.exit(0);');
		expect(existsSync(join(target, 'PG_VERSION'))).toBe(false);
	});

	it('copies into a directory it cannot rename onto, such as a mount point, keeping what is there', async () => {
		mkdirSync(join(target, 'lost+found'), { recursive: true });
		await prepareWith(`process.send(${JSON.stringify(READY_MESSAGE)}, () => process.exit(0));`);
		expect(readFileSync(join(target, 'base', '1'), 'utf8')).toBe('rows');
		expect(existsSync(join(target, 'PG_VERSION'))).toBe(true);
		expect(existsSync(join(target, 'lost+found'))).toBe(true);
		expect(existsSync(`${target}.preparing`)).toBe(false);
	});

	it('leaves a directory that holds a database alone', async () => {
		mkdirSync(target, { recursive: true });
		writeFileSync(join(target, 'PG_VERSION'), '17\n');
		await prepareWith('process.exit(1);');
		expect(existsSync(join(target, 'base'))).toBe(false);
	});
});
