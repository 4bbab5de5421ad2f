import { createServer, type Server } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
	isHostHeader,
	refuseMalformedHost,
} from '../../../../src/server/standalone/host-header.mjs';

/** Host headers of attack report H9, and more that carry something besides a host. */
const NOT_HOSTS = [
	'a@b',
	'127.0.0.1:5101@evil.example',
	'127.0.0.1:5101/detail-page?id=5#',
	'localhost:4321?x',
	'localhost:4321#',
	'localhost/..',
	'user:pass@localhost',
	'localhost:',
	'localhost:65536',
	'localhost:80:80',
	'localhost:+80',
	'[fe80::1%25eth0]',
	'[::1]x',
	'::1',
	'999.1.1.1',
	'a b',
	'a\\b',
	'ex%61mple.com',
	'',
];

describe('isHostHeader', () => {
	it.each([
		'localhost',
		'localhost:4321',
		'www.kepuyue.cn',
		'WWW.KEPUYUE.CN:443',
		'127.0.0.1:8080',
		'[::1]',
		'[::1]:4321',
		'[2001:db8::ff00:42:8329]:80',
		'my_host.internal',
	])('takes %j for a host', (host) => {
		expect(isHostHeader(host)).toBe(true);
	});

	it.each(NOT_HOSTS)('refuses %j', (host) => {
		expect(isHostHeader(host)).toBe(false);
	});
});

describe('refuseMalformedHost on a Node server', () => {
	let server: Server;
	let port = 0;

	beforeAll(async () => {
		server = createServer((req, res) => {
			if (refuseMalformedHost(req, res)) return;
			res.end(`page ${req.url}`);
		});
		await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
		const address = server.address();
		port = typeof address === 'object' && address ? address.port : 0;
	});
	afterAll(() => new Promise<void>((done) => server.close(() => done())));

	/** The status line and body of one request written by hand, `Host` as given. */
	function ask(host: string): Promise<string> {
		return new Promise((done, fail) => {
			const socket = connect(port, '127.0.0.1');
			let text = '';
			socket.on('data', (chunk) => {
				text += chunk;
			});
			socket.on('end', () => done(text));
			socket.on('error', fail);
			socket.write(`GET /user-center HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
		});
	}

	it.each(['a@b', '127.0.0.1:5101/detail-page?id=5#', '127.0.0.1:5101@evil.example'])(
		'answers 400 to Host %j before the app sees it',
		async (host) => {
			const answer = await ask(host);
			expect(answer).toMatch(/^HTTP\/1\.1 400 /);
			expect(answer).toContain('cache-control: no-store');
			expect(answer).not.toContain('page /');
		},
	);

	it('hands a well-formed Host on to the app', async () => {
		const answer = await ask(`127.0.0.1:${port}`);
		expect(answer).toMatch(/^HTTP\/1\.1 200 /);
		expect(answer).toContain('page /user-center');
	});
});
