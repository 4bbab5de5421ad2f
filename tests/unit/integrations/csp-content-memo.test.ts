import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, test } from 'vitest';
import { memoiseCspContent } from '../../../src/integrations/csp-content-memo';

const CSP_JS = resolve('node_modules/astro/dist/runtime/server/render/csp.js');
const RUNTIME_JS = pathToFileURL(resolve('node_modules/astro/dist/core/csp/runtime.js')).href;

type Render = (result: unknown) => string;

/** Astro's csp.js as it ships or as the build patches it, loaded from a file of its own. */
async function loadRender(patched: boolean): Promise<Render> {
	const original = readFileSync(CSP_JS, 'utf8');
	const code = (patched ? memoiseCspContent(original, CSP_JS) : original).replace(
		'../../../core/csp/runtime.js',
		RUNTIME_JS,
	);
	const file = join(
		mkdtempSync(join(tmpdir(), 'kpy-csp-')),
		patched ? 'patched.mjs' : 'original.mjs',
	);
	writeFileSync(file, code);
	return (await import(pathToFileURL(file).href)).renderCspContent;
}

function resultOf({
	directives = ["default-src 'self'", "img-src 'self' data:"],
	scriptHashes = ['sha256-a', 'sha256-b'],
	styleHashes = ['sha256-s'],
	extraScriptHashes = [] as string[],
}) {
	return {
		directives,
		scriptDirective: { resources: [], hashes: scriptHashes, strictDynamic: false },
		styleDirective: {
			resources: ["'self'", { resource: "'unsafe-inline'", kind: 'attribute' }],
			hashes: styleHashes,
		},
		_metadata: { extraScriptHashes, extraStyleHashes: [] },
	};
}

describe("the build's memo of Astro's CSP header", () => {
	test('writes the same header as Astro for each input, and a changed input changes it', async () => {
		const [original, patched] = await Promise.all([loadRender(false), loadRender(true)]);
		const cases = [
			resultOf({}),
			resultOf({}),
			resultOf({ directives: ["default-src 'self'", "img-src 'self' data: https://sa.example"] }),
			resultOf({ scriptHashes: ['sha256-a'] }),
			resultOf({ styleHashes: ['sha256-s', 'sha256-t'] }),
			resultOf({ extraScriptHashes: ['sha256-x'] }),
			resultOf({}),
		];
		const headers = cases.map((result) => patched(result));
		expect(headers).toEqual(cases.map((result) => original(result)));
		expect(new Set(headers).size).toBe(5);
		expect(headers[0]).toContain("'sha256-a' 'sha256-b'");
	});

	test('refuses an Astro whose function reads what the key does not cover', () => {
		const code = readFileSync(CSP_JS, 'utf8').replace(
			'function renderCspContent(result) {',
			'function renderCspContent(result) {\n  const nonce = result.nonce;',
		);
		expect(() => memoiseCspContent(code, CSP_JS)).toThrow(/result\.nonce/);
	});
});
