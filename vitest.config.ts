/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { playwright } from '@vitest/browser-playwright';
import { getViteConfig } from 'astro/config';
import { brokenMediaPlugin } from './tests/browser/broken-media-plugin';
import { loggedOutApiPlugin } from './tests/browser/logged-out-api-plugin';
import { CHROMIUM_FLAGS, findChromium } from './tests/e2e/browser';

const publicDir = fileURLToPath(new URL('./public', import.meta.url));

export default getViteConfig({
	test: {
		projects: [
			{
				extends: true,
				test: {
					name: 'unit',
					include: ['tests/unit/**/*.test.ts'],
					environment: 'node',
					// A worker runs file after file on the modules it loaded once, rather than a fresh process
					// importing them again for each file; so a test file leaves no timer, spy or module state.
					isolate: false,
					// A test that imports server code or renders with Astro's container pays for Vite's
					// transform of what it loads first: over 5 s on a loaded two-core CI machine.
					testTimeout: 20_000,
				},
			},
			{
				extends: true,
				test: {
					name: 'api',
					include: ['tests/api/**/*.test.ts'],
					globalSetup: [
						'tests/api/helpers/pglite-snapshot.ts',
						'tests/api/helpers/postgres-catalog-vacuum.ts',
					],
					environment: 'node',
					// As for unit, and PGlite's WebAssembly is compiled once per worker rather than per file;
					// each file still opens a database of its own (helpers/test-db.ts).
					isolate: false,
					testTimeout: 30_000,
					hookTimeout: 60_000,
				},
			},
			{
				extends: true,
				plugins: [brokenMediaPlugin(publicDir), loggedOutApiPlugin()],
				test: {
					name: 'browser',
					include: ['tests/browser/**/*.test.tsx'],
					testTimeout: 30_000,
					browser: {
						enabled: true,
						headless: true,
						provider: playwright({
							launchOptions: { executablePath: findChromium(), args: CHROMIUM_FLAGS },
						}),
						instances: [{ browser: 'chromium' }],
						viewport: { width: 1280, height: 800 },
					},
					api: { port: Number(process.env.BROWSER_TEST_PORT ?? 4431), strictPort: true },
				},
			},
		],
	},
});
