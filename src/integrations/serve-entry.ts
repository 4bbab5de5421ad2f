import { copyFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/** The files of src/server/standalone/ that `dist/server/serve.mjs` runs with. */
const STANDALONE_FILES = [
	'serve.mjs',
	'process-tuning.mjs',
	'first-start.mjs',
	'host-header.mjs',
	'connection-limits.mjs',
];

/** Puts src/server/standalone/serve.mjs and what it imports beside Astro's entry.mjs in `dist/server/`. */
export function serveEntry(): AstroIntegration {
	let serverDir: URL | undefined;
	return {
		name: 'kpy-serve-entry',
		hooks: {
			'astro:config:done': ({ config }) => {
				serverDir = config.build.server;
			},
			'astro:build:done': async () => {
				const dir = serverDir;
				if (!dir) return;
				await Promise.all(
					STANDALONE_FILES.map((name) =>
						copyFile(
							fileURLToPath(new URL(`../server/standalone/${name}`, import.meta.url)),
							fileURLToPath(new URL(name, dir)),
						),
					),
				);
			},
		},
	};
}
