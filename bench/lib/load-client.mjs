// The load generators' HTTP side (bench:soak, drill:db): one client per simulated user, each from
// its own loopback address (127.0.0.0/8 is all local on Linux), so that per-address limits apply to
// every user as they would to real visitors; login through the real code flow; per-kind figures.
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';

/** The loopback address of user `index` (0-based): 127.0.1.1, 127.0.1.2, … */
export const userAddress = (index) => `127.0.${1 + Math.floor(index / 250)}.${1 + (index % 250)}`;

/**
 * A client from `localAddress` with the user's session once logged in. `send` never throws:
 * network failures and timeouts answer status 0 with the error text.
 */
export function createClient({ origin, localAddress, timeoutMs = 10_000 }) {
	const agent = new http.Agent({ keepAlive: true, maxSockets: 4, localAddress });
	const base = new URL(origin);
	const session = { token: '', sign: '', uid: 0 };

	/** `raw`: a body sent as it is (with its own content-type header), instead of JSON of `body`. */
	function send(options, started = performance.now()) {
		const { method = 'POST', path, body, raw, headers = {} } = options;
		const payload = raw ?? (body === undefined ? undefined : JSON.stringify(body));
		return new Promise((resolve) => {
			const done = (result) => resolve({ ...result, ms: performance.now() - started });
			const request = http.request(
				{
					host: base.hostname,
					port: base.port,
					method,
					path,
					agent,
					timeout: timeoutMs,
					headers: {
						...(payload && raw === undefined ? { 'content-type': 'application/json' } : {}),
						...(session.token ? { token: session.token, sign: session.sign } : {}),
						...headers,
					},
				},
				(response) => {
					const chunks = [];
					response.on('data', (chunk) => chunks.push(chunk));
					response.on('end', () => {
						const text = Buffer.concat(chunks).toString('utf8');
						let json = null;
						if (String(response.headers['content-type']).includes('json')) {
							try {
								json = JSON.parse(text);
							} catch {}
						}
						done({ status: response.statusCode ?? 0, json, text });
					});
					response.on('error', (error) => done({ status: 0, json: null, error: error.message }));
				},
			);
			request.on('timeout', () => request.destroy(new Error(`no answer in ${timeoutMs} ms`)));
			request.on('error', (error) => {
				// A kept-alive socket the server closed as the request went out: the server never saw
				// it, and a browser sends it again on a new connection, as this does.
				if (request.reusedSocket && error.code === 'ECONNRESET') resolve(send(options, started));
				else done({ status: 0, json: null, error: error.message });
			});
			request.end(payload);
		});
	}

	return {
		session,
		send,
		/** POST /api<path>: `{ status, code, msg, data, ms }`; code is null without an envelope. */
		async api(path, body = {}) {
			const answer = await send({ path: `/api${path}`, body });
			return {
				status: answer.status,
				code: answer.json?.code ?? null,
				msg: answer.json?.msg ?? answer.error ?? '',
				data: answer.json?.data ?? null,
				ms: answer.ms,
			};
		},
		page: (path) => send({ method: 'GET', path }),
		close: () => agent.destroy(),
	};
}

/** The codes LOGIN_CODE_SENDER=file:<path> writes, read as they arrive. */
export function createCodeBook(file) {
	const latest = new Map();
	let offset = 0;
	function refresh() {
		if (!existsSync(file)) return;
		const text = readFileSync(file).subarray(offset).toString('utf8');
		const end = text.lastIndexOf('\n') + 1;
		offset += Buffer.byteLength(text.slice(0, end));
		for (const line of text.slice(0, end).split('\n').filter(Boolean)) {
			const entry = JSON.parse(line);
			latest.set(entry.mobile, entry.code);
		}
	}
	return {
		/** Waits for a code for `mobile` that is not `previous`. */
		async next(mobile, previous = '', timeoutMs = 15_000) {
			const deadline = Date.now() + timeoutMs;
			while (Date.now() < deadline) {
				refresh();
				const code = latest.get(mobile);
				if (code && code !== previous) return code;
				await new Promise((resolve) => setTimeout(resolve, 50));
			}
			throw new Error(`no login code for ${mobile} in ${file}`);
		},
	};
}

/** sendCode + ajaxByCode as a visitor does; records both under `login`. Answers true when in. */
export async function logIn(client, mobile, codes, stats) {
	const sent = await client.api('/account/sendCode', { mobile });
	stats.record('login', sent);
	if (sent.code !== 0) return false;
	const code = await codes.next(mobile);
	const result = await client.api('/account/ajaxByCode', { mobile, code, agree: 1 });
	stats.record('login', result);
	if (result.code !== 0) return false;
	Object.assign(client.session, {
		token: result.data.token,
		sign: result.data.sign,
		uid: Number(result.data.uid),
	});
	return true;
}

const percentile = (sorted, p) =>
	sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] : 0;

/** Requests, outcomes and latencies per kind of request. */
export function createStats() {
	const kinds = new Map();
	const outcomes = new Map();
	return {
		/** `answer`: `{ status, code?, ms }`, with `error` or `msg` saying why when status is 0. */
		record(kind, answer) {
			const entry = kinds.get(kind) ?? { n: 0, ok: 0, ms: [] };
			entry.n += 1;
			entry.ms.push(answer.ms);
			kinds.set(kind, entry);
			const ok = answer.status === 200 && (answer.code === 0 || answer.code === undefined);
			if (ok) entry.ok += 1;
			else {
				const key = answer.status
					? `${answer.status}${answer.code ? `/${answer.code}` : ''}`
					: `network（${answer.error ?? answer.msg}）`;
				outcomes.set(key, (outcomes.get(key) ?? 0) + 1);
			}
		},
		/** Count of answers with HTTP status ≥ 500 or no answer at all. */
		failures() {
			let n = 0;
			for (const [key, count] of outcomes) if (/^(network|5)/.test(key)) n += count;
			return n;
		},
		outcomes,
		print(seconds) {
			const all = [];
			console.log(
				`\n${'请求类型'.padEnd(12)}${'次数'.padStart(8)}${'成功'.padStart(8)}${'p50 ms'.padStart(10)}${'p99 ms'.padStart(10)}`,
			);
			for (const [kind, entry] of [...kinds].sort()) {
				const sorted = entry.ms.sort((a, b) => a - b);
				all.push(...sorted);
				console.log(
					`${kind.padEnd(12)}${String(entry.n).padStart(8)}${String(entry.ok).padStart(8)}${percentile(sorted, 50).toFixed(0).padStart(10)}${percentile(sorted, 99).toFixed(0).padStart(10)}`,
				);
			}
			all.sort((a, b) => a - b);
			console.log(
				`${'合计'.padEnd(12)}${String(all.length).padStart(8)}${''.padStart(8)}${percentile(all, 50).toFixed(0).padStart(10)}${percentile(all, 99).toFixed(0).padStart(10)}   （${(all.length / seconds).toFixed(0)} 次/秒）`,
			);
			const listed = [...outcomes].sort((a, b) => b[1] - a[1]);
			console.log(
				`非成功应答（HTTP/code → 次数）：${listed.length ? listed.map(([key, n]) => `${key} → ${n}`).join('，') : '无'}`,
			);
		},
	};
}
