import { copyFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/** The files of src/server/ that `dist/server/serve.mjs` runs with, copied beside it. */
const STANDALONE_FILES = [
	'standalone/serve.mjs',
	'standalone/process-tuning.mjs',
	'standalone/first-start.mjs',
	'standalone/host-header.mjs',
	'standalone/connection-limits.mjs',
	'edge/accept-encoding.mjs',
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
					STANDALONE_FILES.map((file) =>
						copyFile(
							fileURLToPath(new URL(`../server/${file}`, import.meta.url)),
							fileURLToPath(new URL(file.slice(file.indexOf('/') + 1), dir)),
						),
					),
				);
			},
		},
	};
}
