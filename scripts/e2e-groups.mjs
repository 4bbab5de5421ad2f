// The end-to-end spec files in groups, longest first, for the two lanes of `npm test` to take in
// turn. A group holds at most a quarter of the seconds not yet grouped (between MIN_GROUP_SECONDS and
// MAX_GROUP_SECONDS), so the groups shrink toward the end and the two lanes finish close together.
// The seconds per spec file are its tests' in a full run, both projects, plus 30 for a spec that
// starts servers of its own (tests/e2e/spec-seconds.json); a spec not listed counts as
// NEW_SPEC_SECONDS. Each group starts a shared server of its own, so a group costs a server's start.
import { readdirSync, readFileSync } from 'node:fs';

const SPEC_DIR = 'tests/e2e';
const MAX_GROUP_SECONDS = 400;
const MIN_GROUP_SECONDS = 200;
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
	let left = specs.reduce((sum, spec) => sum + spec.seconds, 0);
	let capacity = groupSeconds(left);
	for (const spec of specs) {
		if (current.length > 0 && total + spec.seconds > capacity) {
			groups.push(current);
			current = [];
			total = 0;
			capacity = groupSeconds(left);
		}
		current.push(`${SPEC_DIR}/${spec.name}`);
		total += spec.seconds;
		left -= spec.seconds;
	}
	if (current.length > 0) groups.push(current);
	return groups.map((group, index) => ({ number: index + 1, of: groups.length, specs: group }));
}

/** @param {number} left seconds of the specs not yet in a group */
function groupSeconds(left) {
	return Math.min(MAX_GROUP_SECONDS, Math.max(MIN_GROUP_SECONDS, left / 4));
}
