import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ROUTES } from '../../src/server/api/routes';
import { ROUTE_CASES } from './bad-input/route-fields';
import { type Actor, openScene, type Scene } from './bad-input/scene';
import { type DocEndpoint, type DocField, readApiDocs } from './helpers/api-docs';
import { uniqueMobile } from './helpers/builders';

/**
 * docs/api.md and the router agree: every endpoint is documented once with its method and access,
 * every field the docs call required is refused when missing (with a message naming it), and every
 * field they call optional may be left out.
 */
type Body = Record<string, unknown>;

const DOCS = readApiDocs();
const UPLOAD = '/upload/uploadFile';

/** Valid bodies for the endpoints whose bad-input case has none. */
const BASES: Record<string, (scene: Scene, who: Actor | null) => Body> = {
	'/account/sendCode': () => ({ mobile: uniqueMobile() }),
	'/account/getUserByToken': () => ({ app_token: 'not-a-token' }),
	'/user/getUserActivityList': () => ({ tab: 'publish' }),
	'/user/readMessage': () => ({ ids: [] }),
	'/activity/activityCancel': (_scene, who) => ({ id: who?.activityId }),
	'/activity/getActDetail': (scene) => ({ id: scene.openActivityId }),
	'/activity/activityJoinList': (_scene, who) => ({ id: who?.activityId }),
	'/resource/getResourceDetail': () => ({ id: 1 }),
};

let scene: Scene;
beforeAll(async () => {
	scene = await openScene();
}, 120_000);
afterAll(async () => scene?.close());

async function actorOf(endpoint: DocEndpoint): Promise<Actor | null> {
	if (endpoint.access === 'public') return null;
	return scene.actorFor(endpoint.path, endpoint.access === 'admin' ? 'admin' : 'publisher');
}

async function baseOf(endpoint: DocEndpoint, who: Actor | null): Promise<Body> {
	const own = BASES[endpoint.path];
	if (own) return own(scene, who);
	return (await ROUTE_CASES[endpoint.path]?.base?.(scene, who)) ?? {};
}

/** The words a refusal of the field may name it by: its name or its Chinese labels. */
function namesOf(path: string, field: DocField): string[] {
	const known = ROUTE_CASES[path]?.fields.find((candidate) => candidate.name === field.name);
	return [field.name, ...(known?.labels ?? [])];
}

/** A district belongs to its city (as the docs say), so a body without the city has none. */
const DEPENDENTS: Record<string, string[]> = { city_code: ['district_code'] };

function without(body: Body, name: string): Body {
	const left = new Set([name, ...(DEPENDENTS[name] ?? [])]);
	return Object.fromEntries(Object.entries(body).filter(([key]) => !left.has(key)));
}

/** Endpoints that send the caller a code: one went to the number at login, the next a minute on. */
const SENDS_TO_CALLER = new Set(['/account/sendDeletionCode']);
const AFTER_RESEND_WAIT_MS = 61_000;

async function callWithout(endpoint: DocEndpoint, name: string, change: Body = {}) {
	const who = await actorOf(endpoint);
	const body = without({ ...(await baseOf(endpoint, who)), ...change }, name);
	if (!SENDS_TO_CALLER.has(endpoint.path)) return scene.call(endpoint.path, body, who);
	scene.api.setNow(new Date(Date.now() + AFTER_RESEND_WAIT_MS));
	try {
		return await scene.call(endpoint.path, body, who);
	} finally {
		scene.api.setNow(undefined);
	}
}

test('every routed endpoint is documented once, with its method and access', () => {
	const documented = DOCS.map(({ path }) => path);
	expect(new Set(documented).size, 'an endpoint documented twice').toBe(documented.length);
	expect(documented.toSorted()).toEqual(Object.keys(ROUTES).toSorted());
	for (const { path, method, access } of DOCS) {
		expect({ path, method, access }).toEqual({
			path,
			method: ROUTES[path]?.method,
			access: ROUTES[path]?.access,
		});
	}
});

// Endpoints without fields have nothing to call without; the test above checks their rows. A
// multipart endpoint's fields are parts of a form: the upload's are checked below, the import's in
// activity-import.test.ts.
const WITH_FIELDS = DOCS.filter(
	({ path, fields }) => ROUTES[path]?.body !== 'multipart' && fields.length > 0,
);

describe.each(WITH_FIELDS)('$path', (endpoint) => {
	const fields = (need: DocField['need']) => endpoint.fields.filter((field) => field.need === need);

	test.each(fields('required'))('refuses a call without `$name`', async (field) => {
		const answer = await callWithout(endpoint, field.name);
		expect(answer.code, answer.msg).not.toBe(0);
		const names = namesOf(endpoint.path, field);
		expect(
			names.some((name) => answer.msg.includes(name)),
			`${answer.msg} names ${names}`,
		).toBe(true);
	});

	test.each(fields('required-to-reject'))('`$name` is required to reject only', async (field) => {
		const refused = await callWithout(endpoint, field.name, { decision: 'reject' });
		expect(refused.code, refused.msg).not.toBe(0);
		expect(namesOf(endpoint.path, field).some((name) => refused.msg.includes(name))).toBe(true);
		const approved = await callWithout(endpoint, field.name, { decision: 'approve' });
		expect(approved.code, approved.msg).toBe(0);
	});

	test.each(fields('optional'))('accepts a call without `$name`', async (field) => {
		const answer = await callWithout(endpoint, field.name);
		expect(answer.code, answer.msg).toBe(0);
	});
});

describe(UPLOAD, () => {
	const endpoint = DOCS.find(({ path }) => path === UPLOAD);

	async function upload(parts: Record<string, string | Blob>) {
		const form = new FormData();
		for (const [name, value] of Object.entries(parts)) form.set(name, value);
		const who = await scene.actorFor(UPLOAD, 'publisher');
		return scene.call(UPLOAD, {}, who, { raw: { body: form, type: '' } });
	}

	test('documents `file` as required and `kind` as optional', () => {
		expect(endpoint?.fields).toEqual([
			{ name: 'file', need: 'required' },
			{ name: 'kind', need: 'optional' },
		]);
	});

	test('refuses an upload without `file` and accepts one without `kind`', async () => {
		const refused = await upload({ kind: 'cover' });
		expect(refused.code).not.toBe(0);
		expect(refused.msg).toContain('file');
		const png = await sharp({
			create: { width: 8, height: 8, channels: 3, background: '#0b5cad' },
		})
			.png()
			.toBuffer();
		const accepted = await upload({
			file: new Blob([new Uint8Array(png)], { type: 'image/png' }),
		});
		expect(accepted.code, accepted.msg).toBe(0);
	});
});
