// Samples a process's resident set size from /proc (Linux) while a bench step runs.
import { readFileSync } from 'node:fs';

/** The resident set size of `pid` in bytes. */
export function readRss(pid) {
	const status = readFileSync(`/proc/${pid}/status`, 'utf8');
	const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
	return kb * 1024;
}

/** Starts sampling every `everyMs`; `stop()` answers the peak seen. */
export function sampleRss(pid, everyMs = 20) {
	let peak = readRss(pid);
	const timer = setInterval(() => {
		peak = Math.max(peak, readRss(pid));
	}, everyMs);
	return {
		stop() {
			clearInterval(timer);
			return Math.max(peak, readRss(pid));
		},
	};
}
