import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { freePort, SERVER_START_TIMEOUT_MS, startPortalServer } from './publish-server';

// A new embedded database is migrated and seeded by a process of its own before the server listens
// (src/server/standalone/first-start.mjs), so that what the seed leaves in the allocator does not
// stay in the server (docs/memory.md); a database that exists is opened by the server itself.

let dataDir: string;

test.afterAll(() => {
	if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const PREPARING = 'new database: migrating and seeding it in a process of its own';

test('a new embedded database is seeded before the server listens, an existing one is only opened @desktop', async () => {
	test.setTimeout(SERVER_START_TIMEOUT_MS * 2);
	dataDir = mkdtempSync(join(tmpdir(), 'kpy-first-start-'));
	const env = {
		PGLITE_DIR: join(dataDir, 'pglite'),
		UPLOAD_DIR: join(dataDir, 'uploads'),
		SEED_DEMO: 'auto',
	};

	const first = await startPortalServer(await freePort(), env);
	const firstLog = first.output();
	await first.stop();
	expect(firstLog).toContain(PREPARING);
	expect(firstLog).not.toContain('preparing the database failed');
	const seededAt = firstLog.indexOf('[db] demo data seeded');
	expect(seededAt, firstLog).toBeGreaterThan(firstLog.indexOf(PREPARING));
	expect(firstLog.indexOf('Server listening'), firstLog).toBeGreaterThan(seededAt);

	const again = await startPortalServer(await freePort(), env);
	try {
		const sitemap = await (await fetch(`${again.baseURL}/sitemap.xml`)).text();
		expect(sitemap.match(/<loc>/g)?.length ?? 0, 'the demo activities are served').toBeGreaterThan(
			100,
		);
		expect(again.output()).not.toContain(PREPARING);
		expect(again.output()).not.toContain('demo data seeded');
	} finally {
		await again.stop();
	}
});
