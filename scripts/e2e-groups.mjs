// The end-to-end spec files in groups of about GROUP_SECONDS, longest first, for the two lanes of
// `npm test` to take in turn. The seconds per spec file are those of a full run on a busy machine
// (tests/e2e/spec-seconds.json, both projects and retries included); a spec not listed counts as
// NEW_SPEC_SECONDS. Each group starts a shared server of its own, so a group costs a server's start.
import { readdirSync, readFileSync } from 'node:fs';

const SPEC_DIR = 'tests/e2e';
const GROUP_SECONDS = 600;
const NEW_SPEC_SECONDS = 60;

/** @returns {{ number: number, of: number, specs: string[] }[]} */
export function planE2eGroups() {
	/** @type {Record<string, number>} */
	const seconds = JSON.parse(readFileSync(`${SPEC_DIR}/spec-seconds.json`, 'utf8'));
	const specs = readdirSync(SPEC_DIR)
		.filter((name) => name.endsWith('.spec.ts'))
		.map((name) => ({ name, seconds: seconds[name] ?? NEW_SPEC_SECONDS }))
		.sort((a, b) => b.seconds - a.seconds || a.name.localeCompare(b.name));
	/** @type {string[][]} */
	const groups = [];
	let current = [];
	let total = 0;
	for (const spec of specs) {
		if (current.length > 0 && total + spec.seconds > GROUP_SECONDS) {
			groups.push(current);
			current = [];
			total = 0;
		}
		current.push(`${SPEC_DIR}/${spec.name}`);
		total += spec.seconds;
	}
	if (current.length > 0) groups.push(current);
	return groups.map((group, index) => ({ number: index + 1, of: groups.length, specs: group }));
}
