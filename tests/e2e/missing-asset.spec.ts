import { cpSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import {
	type PortalServer,
	SERVER_ENTRY,
	SERVER_START_TIMEOUT_MS,
	startPortalServer,
} from './publish-server';
import { rawGet } from './raw-http';

// A deploy or a rebuild deletes build files under a running server; it must keep serving. The
// server runs from a copy of the build, so the files deleted here are no other test's.

const PORT = 4632;
let portal: PortalServer;
let assetsDir: string;
let copyDir: string;

test.beforeAll(async () => {
	test.setTimeout(SERVER_START_TIMEOUT_MS);
	copyDir = mkdtempSync(join(tmpdir(), 'kpy-missing-asset-'));
	cpSync(dirname(dirname(SERVER_ENTRY)), join(copyDir, 'dist'), { recursive: true });
	// The server's own imports resolve from the copy's parent, as they do from the repository.
	symlinkSync(resolve('node_modules'), join(copyDir, 'node_modules'), 'dir');
	assetsDir = join(copyDir, 'dist', 'client', '_astro');
	portal = await startPortalServer(PORT, {}, join(copyDir, 'dist', 'server', 'serve.mjs'));
});

test.afterAll(async () => {
	await portal?.stop();
	if (copyDir) rmSync(copyDir, { recursive: true, force: true });
});

/** Scripts of the build that have a brotli copy, oldest name first. */
function compressedScripts(): string[] {
	return readdirSync(assetsDir)
		.filter((name) => name.endsWith('.js') && readdirSync(assetsDir).includes(`${name}.br`))
		.sort();
}

test('a brotli copy deleted under the running server falls back to the file itself @desktop', async () => {
	const [name] = compressedScripts();
	if (!name) throw new Error('the build has no precompressed script');
	const url = `${portal.baseURL}/_astro/${name}`;
	const plain = await rawGet(url);
	rmSync(join(assetsDir, `${name}.br`));

	const answer = await rawGet(url, { 'accept-encoding': 'br' });
	expect(answer.status).toBe(200);
	expect(answer.headers['content-encoding']).toBeUndefined();
	expect(answer.body.equals(plain.body)).toBe(true);
	expect((await rawGet(`${portal.baseURL}/livez`)).status).toBe(200);
});

test('an asset deleted with all its copies answers 404 and the server keeps serving @desktop', async () => {
	const name = compressedScripts()[1];
	if (!name) throw new Error('the build has too few precompressed scripts');
	for (const suffix of ['', '.br', '.gz']) rmSync(join(assetsDir, name + suffix), { force: true });

	for (const encoding of ['br', 'gzip', 'identity']) {
		const answer = await rawGet(`${portal.baseURL}/_astro/${name}`, {
			'accept-encoding': encoding,
		});
		expect(answer.status, encoding).toBe(404);
	}
	expect((await rawGet(`${portal.baseURL}/livez`)).status).toBe(200);
	expect((await rawGet(`${portal.baseURL}/home-list`)).status).toBe(200);
});
