import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Route } from '../../src/server/api/context';
import { CODES } from '../../src/server/api/errors';
import { ROUTES } from '../../src/server/api/routes';
import { CORPUS, deal } from './bad-input/corpus';
import { type Field, GENERIC_FIELDS, ROUTE_CASES, withField } from './bad-input/route-fields';
import { openScene, type Scene } from './bad-input/scene';

/**
 * Every corpus string (tests/fixtures/bad-input) goes into at least one field of every route kind,
 * through /api and /api/h5, as JSON, form and (for reads) query: never a 5xx, always an envelope, a
 * Chinese refusal that names the field, no change at all after a refused write, and an accepted
 * write stores what was sent (trimmed; the rich description sanitised).
 */
const MIN_STRINGS_PER_FIELD = 16;
const KNOWN_CODES = new Set<number>(Object.values(CODES));
const CHINESE = /[\u4e00-\u9fff]/;
const SESSION_LOST = new Set<number>([
	CODES.notLoggedIn,
	CODES.sessionExpired,
	CODES.sessionRevoked,
]);

type Kind = 'account' | 'read' | 'write';
const kindOf = (route: Route): Kind =>
	route.method !== 'POST' ? 'read' : route.access === 'public' ? 'account' : 'write';

interface Target {
	path: string;
	route: Route;
	field: Field;
}

/** 退出所有设备 takes no input and would end the session the other calls go with. */
const ENDS_EVERY_SESSION = '/account/loginoutAll';

const ENDPOINTS = Object.entries(ROUTES).filter(
	([path, route]) => route.body !== 'multipart' && path !== ENDS_EVERY_SESSION,
);

function targetsOf(kind: Kind): Target[] {
	return ENDPOINTS.filter(([, route]) => kindOf(route) === kind).flatMap(([path, route]) => {
		const known = ROUTE_CASES[path];
		const fields = known ? known.fields : GENERIC_FIELDS;
		// A route without input still gets the corpus, in a field it does not read.
		return (fields.length > 0 ? fields : [{ name: 'unexpected', labels: [] }]).map((field) => ({
			path,
			route,
			field,
		}));
	});
}

let scene: Scene;
beforeAll(async () => {
	scene = await openScene();
}, 120_000);
afterAll(async () => scene?.close());

const show = (text: string) => JSON.stringify(text).slice(0, 70);

/** Answers per code, for the summary line. */
const tally = new Map<number, number>();

async function sendOne(target: Target, text: string, k: number): Promise<string | null> {
	const { path, route, field } = target;
	const known = ROUTE_CASES[path];
	const role = route.access === 'admin' ? 'admin' : 'publisher';
	// Public routes go without a session: /account/loginout would end the publisher's.
	const who = route.access === 'public' ? null : await scene.actorFor(path, role);
	const base = (await known?.base?.(scene, who)) ?? {};
	const body = withField(base, field.name, text);
	const apiBase = k % 2 === 0 ? '/api' : '/api/h5';
	const style = Math.floor(k / 2) % (route.method === 'POST' ? 2 : 3);
	const isWrite = route.method === 'POST';
	const before = isWrite ? await scene.digest() : null;
	const answer = await scene.call(path, body, who, {
		base: apiBase,
		...(style === 2
			? {
					method: 'GET',
					query: Object.fromEntries(
						Object.entries(body).map(([key, v]) => [
							key,
							typeof v === 'string' ? v : JSON.stringify(v),
						]),
					),
				}
			: { as: style === 0 ? 'json' : 'form' }),
	});
	tally.set(answer.code, (tally.get(answer.code) ?? 0) + 1);
	const where = `${apiBase}${path} ${field.name}=${show(text)} (${['json', 'form', 'query'][style]})`;
	if (answer.status >= 500) return `${where}: HTTP ${answer.status} ${answer.msg}`;
	if (
		!KNOWN_CODES.has(answer.code) ||
		typeof answer.msg !== 'string' ||
		answer.data === undefined
	) {
		return `${where}: malformed envelope ${JSON.stringify(answer).slice(0, 120)}`;
	}
	if (who && SESSION_LOST.has(answer.code)) return `${where}: the session was lost: ${answer.msg}`;
	if (answer.code !== 0) {
		if (!CHINESE.test(answer.msg)) return `${where}: refusal not in Chinese: ${answer.msg}`;
		const named = field.labels.length === 0 || field.labels.some((l) => answer.msg.includes(l));
		if (answer.code === CODES.badInput && !named) {
			return `${where}: message does not name ${field.labels[0]}: ${answer.msg}`;
		}
		if (before) {
			const after = await scene.digest(true);
			const changed = Object.keys(before).filter((table) => before[table] !== after[table]);
			if (changed.length > 0) return `${where}: refused (${answer.msg}) yet changed ${changed}`;
		}
		return null;
	}
	const check = await known?.stored?.(scene, field.name, text, answer.data, body);
	if (check && check.stored !== check.expected) {
		return `${where}: stored ${show(String(check.stored))}, expected ${show(String(check.expected))}`;
	}
	return null;
}

for (const kind of ['account', 'read', 'write'] as const) {
	test(`${kind} routes: each corpus string in some field, each field ≥ ${MIN_STRINGS_PER_FIELD} strings`, async () => {
		const slots = deal(targetsOf(kind), CORPUS, MIN_STRINGS_PER_FIELD);
		tally.clear();
		const failures: string[] = [];
		let k = 0;
		for (const slot of slots) {
			for (const text of slot.strings) {
				const problem = await sendOne(slot.target, text, k);
				k += 1;
				if (problem) failures.push(problem);
			}
		}
		const routes = new Set(slots.map((slot) => slot.target.path)).size;
		const codes = [...tally].map(([code, n]) => `${code}×${n}`).join(' ');
		console.log(
			`bad input, ${kind}: ${k} calls, ${slots.length} fields, ${routes} routes; ${codes}`,
		);
		expect(failures.slice(0, 40), `${failures.length} failures`).toEqual([]);
	}, 600_000);
}

test('the field table names only routes that exist', () => {
	const paths = ENDPOINTS.map(([path]) => path);
	expect(Object.keys(ROUTE_CASES).filter((path) => !paths.includes(path))).toEqual([]);
	const generic = paths.filter((path) => !ROUTE_CASES[path]);
	if (generic.length > 0) console.warn(`bad input: generic fields only for ${generic.join(', ')}`);
});
