// `npm run bench:screening`: screens 10 KB of text (UTF-8: Chinese with some Latin, punctuation and
// a few planted terms) against 20,000 terms with the portal's own matcher (normalisation and
// Aho–Corasick, src/server/screening/matcher.ts). Prints the build time and the median and p95 of
// 500 screenings beside the 2 ms budget; exits 1 when the p95 misses it.
import { createServer } from 'vite';

const TERMS = 20_000;
const TEXT_BYTES = 10 * 1024;
const RUNS = 500;
const BUDGET_MS = 2;

/** The same draw every run (mulberry32). */
function random(seed) {
	let state = seed;
	return () => {
		state = (state + 0x6d2b79f5) | 0;
		let t = Math.imul(state ^ (state >>> 15), 1 | state);
		t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
	};
}

const next = random(20250901);
const HAN =
	'科普活动讲座天文航空海洋生命健康安全环境能源数字智能实验展览参观青少年学校社区博物馆馆藏机器人芯片材料化学物理地理气象地震防灾减灾';
const pick = (chars) => chars[Math.floor(next() * chars.length)];
const word = (length, chars) => Array.from({ length }, () => pick(chars)).join('');

const terms = Array.from({ length: TERMS }, (_, i) =>
	i % 5 === 0 ? word(4 + (i % 4), 'abcdefghijklmnopqrstuvwxyz') : word(2 + (i % 5), HAN),
);
let text = '';
while (Buffer.byteLength(text) < TEXT_BYTES) {
	const roll = next();
	if (roll < 0.02) text += ` ${terms[Math.floor(next() * TERMS)].split('').join(' ')} `;
	else if (roll < 0.1) text += '，';
	else if (roll < 0.15) text += word(5, 'abcdefghijklmnopqrstuvwxyz ');
	else text += pick(HAN);
}

const vite = await createServer({
	configFile: false,
	logLevel: 'error',
	server: { middlewareMode: true, hmr: false, ws: false },
	appType: 'custom',
	optimizeDeps: { noDiscovery: true, include: [] },
});
let code = 1;
try {
	const { TermMatcher } = await vite.ssrLoadModule('/src/server/screening/matcher.ts');
	const built = performance.now();
	const matcher = new TermMatcher(terms);
	const buildMs = performance.now() - built;
	for (let i = 0; i < 50; i += 1) matcher.find(text);
	const wall = [];
	const cpu = [];
	let hits = 0;
	for (let i = 0; i < RUNS; i += 1) {
		const cpuStart = process.cpuUsage();
		const start = performance.now();
		hits = matcher.find(text).length;
		wall.push(performance.now() - start);
		const used = process.cpuUsage(cpuStart);
		cpu.push((used.user + used.system) / 1000);
	}
	const at = (list, share) => list.toSorted((a, b) => a - b)[Math.floor(RUNS * share)];
	// On a shared machine the wall clock also counts time other processes held the core; the
	// process's own CPU time is what one screening costs, and the budget applies to it.
	const ok = at(cpu, 0.95) <= BUDGET_MS;
	const figures = (list) =>
		`median ${at(list, 0.5).toFixed(3)} ms, p95 ${at(list, 0.95).toFixed(3)} ms`;
	console.log(
		`screening ${Buffer.byteLength(text)} bytes (${text.length} characters) against ${matcher.size} terms (${TERMS} drawn), ${RUNS} runs:\n` +
			`  CPU time   ${figures(cpu)} (budget p95 ≤ ${BUDGET_MS} ms) ${ok ? 'ok' : 'MISS'}\n` +
			`  wall clock ${figures(wall)}\n` +
			`  ${hits} matches; automaton built in ${buildMs.toFixed(0)} ms`,
	);
	code = ok ? 0 : 1;
} catch (error) {
	console.error(error instanceof Error ? error.message : error);
} finally {
	await vite.close();
}
process.exit(code);
