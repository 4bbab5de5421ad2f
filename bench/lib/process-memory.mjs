// The resident memory of a process, from /proc (Linux), for the benches' memory budgets.
import { readFileSync } from 'node:fs';

/** Resident set size of `pid` in MB, or null where /proc cannot tell. */
export function residentMb(pid) {
	try {
		const status = readFileSync(`/proc/${pid}/status`, 'utf8');
		const kb = Number(/^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1]);
		return Number.isFinite(kb) ? kb / 1024 : null;
	} catch {
		return null;
	}
}
