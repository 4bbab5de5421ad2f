// A slow-header flood from one address (attack report H6, h6-slow-headers.py), bounded in size and
// time, with /livez asked from 127.0.0.1 all along, as a health check would.
import { get } from 'node:http';
import { connect } from 'node:net';

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

function askLivez(port) {
	const started = performance.now();
	return new Promise((done) => {
		const request = get({ port, host: '127.0.0.1', path: '/livez', agent: false }, (res) => {
			res.resume();
			res.on('end', () => done(res.statusCode === 200 ? performance.now() - started : Infinity));
		});
		request.setTimeout(5_000, () => request.destroy());
		request.on('error', () => done(Infinity));
	});
}

/**
 * Opens `count` connections from `localAddress` that send a request line and a header line every
 * 2 s for `seconds`, never ending their headers. Resolves with how many the server let stay open
 * once all had connected, how many were still open at the end, and /livez's p99 in ms meanwhile
 * (Infinity when one went unanswered).
 */
export async function floodSlowHeaders({ port, localAddress, count = 1_000, seconds = 14 }) {
	const sockets = [];
	let open = 0;
	await Promise.all(
		Array.from(
			{ length: count },
			() =>
				new Promise((settled) => {
					const socket = connect({ port, host: '127.0.0.1', localAddress });
					let connected = false;
					sockets.push(socket);
					const drip = setInterval(() => socket.write('X-a: b\r\n'), 2_000);
					socket.on('connect', () => {
						connected = true;
						open += 1;
						socket.write(`GET /home-list HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n`);
						settled();
					});
					socket.on('error', () => {});
					socket.on('close', () => {
						clearInterval(drip);
						if (connected) open -= 1;
						settled();
					});
				}),
		),
	);
	await sleep(500);
	const heldAtOnce = open;
	const timings = [];
	const deadline = Date.now() + seconds * 1000;
	while (Date.now() < deadline) {
		timings.push(await askLivez(port));
		await sleep(200);
	}
	const heldAtEnd = open;
	for (const socket of sockets) socket.destroy();
	timings.sort((a, b) => a - b);
	const p99 = timings[Math.min(timings.length - 1, Math.floor(timings.length * 0.99))] ?? Infinity;
	return { heldAtOnce, heldAtEnd, livezP99Ms: Math.round(p99) };
}
