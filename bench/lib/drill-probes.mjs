// drill:db's watchers: every PROBE_EVERY_MS one API read, /readyz, /livez and a page, each with its
// start and end time, so that the drill can say when the outage became visible and when it ended.
import { createClient } from './load-client.mjs';

const PROBE_EVERY_MS = 100;
const PROBE_TIMEOUT_MS = 15_000;

const PROBES = {
	api: (client) => client.api('/activity/getActivityList', { pageSize: 1 }),
	readyz: (client) => client.send({ method: 'GET', path: '/readyz' }),
	livez: (client) => client.send({ method: 'GET', path: '/livez' }),
	page: (client) => client.page('/list-page'),
};

/** Starts one loop per probe; `stop()` ends them and answers every answer seen, in order. */
export function startProbes(origin, localAddress) {
	const seen = [];
	let running = true;
	const loops = Object.entries(PROBES).map(async ([kind, probe]) => {
		const client = createClient({ origin, localAddress, timeoutMs: PROBE_TIMEOUT_MS });
		while (running) {
			const start = Date.now();
			const answer = await probe(client);
			seen.push({
				kind,
				start,
				end: Date.now(),
				status: answer.status,
				code: answer.code ?? answer.json?.code ?? null,
				msg: answer.msg ?? answer.json?.msg ?? answer.error ?? '',
			});
			await new Promise((resolve) => setTimeout(resolve, PROBE_EVERY_MS));
		}
		client.close();
	});
	return {
		seen,
		async stop() {
			running = false;
			await Promise.all(loops);
			return seen.sort((a, b) => a.start - b.start);
		},
	};
}

/** Wraps a client so that every answer also lands in `timeline` with its times. */
export function recordAnswers(client, timeline) {
	for (const method of ['api', 'page']) {
		const original = client[method];
		client[method] = async (...args) => {
			const start = Date.now();
			const answer = await original(...args);
			timeline.push({
				kind: method,
				start,
				end: Date.now(),
				status: answer.status,
				code: answer.code ?? null,
				msg: answer.msg ?? '',
			});
			return answer;
		};
	}
	return client;
}

/** The first answer of `kind` that started at or after `from` and passes `test`: its end − from. */
export function firstAfter(answers, kind, from, test) {
	const found = answers.find((a) => a.kind === kind && a.start >= from && test(a));
	return found ? found.end - from : Number.POSITIVE_INFINITY;
}

/** A clear outage answer: HTTP 503, code 100000503 and a Chinese message. */
export const isOutageEnvelope = (answer) =>
	answer.status === 503 && answer.code === 100000503 && /[\u4e00-\u9fff]/.test(answer.msg);

export const isHealthy = (answer) => answer.status === 200 && (answer.code ?? 0) === 0;
