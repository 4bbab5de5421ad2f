import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';

const RESULTS_DIR = fileURLToPath(new URL('../../docs/benchmarks/', import.meta.url));
const PAGE = fileURLToPath(new URL('../../docs/benchmarks.md', import.meta.url));
const START = '<!-- figures:start (bench/lib/results.mjs writes this table) -->';
const END = '<!-- figures:end -->';

/**
 * A bench's figures beside their budgets, kept in docs/benchmarks/<bench>.json when the run ends and
 * rendered into docs/benchmarks.md's table, so the page shows the latest run of every bench.
 * BENCH_RECORD=0 prints only.
 */
export function benchResults(bench) {
	const rows = [];
	return {
		/** One target: what was measured, its budget ('' for a figure kept for reference) and the verdict. */
		add(target, figure, budget, ok) {
			rows.push({ target, figure, budget, ok });
		},
		save() {
			if (process.env.BENCH_RECORD === '0' || rows.length === 0) return;
			const run = {
				bench,
				measured: new Date().toISOString().slice(0, 10),
				commit: currentCommit(),
				loadAverage: Number(loadavg()[0].toFixed(1)),
				rows,
			};
			writeFileSync(`${RESULTS_DIR}${bench}.json`, `${JSON.stringify(run, null, '\t')}\n`);
			renderBenchmarksPage();
			console.log(`\n结果已写入 docs/benchmarks/${bench}.json 与 docs/benchmarks.md`);
		},
	};
}

function currentCommit() {
	try {
		return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
	} catch {
		return '';
	}
}

const cell = (text) => String(text).replaceAll('|', '\\|').replaceAll('\n', ' ');

/** The figures table of docs/benchmarks.md from every docs/benchmarks/*.json. */
function renderFiguresTable() {
	const runs = readdirSync(RESULTS_DIR)
		.filter((name) => name.endsWith('.json'))
		.sort()
		.map((name) => JSON.parse(readFileSync(`${RESULTS_DIR}${name}`, 'utf8')));
	const lines = [
		'| Bench | Target | Latest figure | Budget | Met | Measured |',
		'| --- | --- | --- | --- | --- | --- |',
	];
	for (const run of runs) {
		const load = run.loadAverage === undefined ? '' : `load ${run.loadAverage}`;
		const when = [run.measured, run.commit && `commit ${run.commit}`, load]
			.filter(Boolean)
			.join(', ');
		const source = run.note ? `${when}; ${run.note}` : when;
		for (const [index, row] of run.rows.entries()) {
			const measured = index === 0 ? source : when;
			const met = row.budget ? (row.ok ? 'yes' : '**no**') : '—';
			lines.push(
				`| \`${run.bench}\` | ${cell(row.target)} | ${cell(row.figure)} | ${cell(row.budget || 'reference')} | ${met} | ${cell(measured)} |`,
			);
		}
	}
	return lines.join('\n');
}

export function renderBenchmarksPage() {
	const page = readFileSync(PAGE, 'utf8');
	const start = page.indexOf(START);
	const end = page.indexOf(END);
	if (start < 0 || end < start)
		throw new Error(`docs/benchmarks.md lacks the ${START} … ${END} markers`);
	const next = `${page.slice(0, start + START.length)}\n\n${renderFiguresTable()}\n\n${page.slice(end)}`;
	writeFileSync(PAGE, next);
}
