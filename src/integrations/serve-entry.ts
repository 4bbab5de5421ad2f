import { copyFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/** Puts src/server/standalone/serve.mjs beside Astro's entry.mjs as `dist/server/serve.mjs`. */
export function serveEntry(): AstroIntegration {
	let serverDir: URL | undefined;
	return {
		name: 'kpy-serve-entry',
		hooks: {
			'astro:config:done': ({ config }) => {
				serverDir = config.build.server;
			},
			'astro:build:done': async () => {
				if (!serverDir) return;
				await copyFile(
					fileURLToPath(new URL('../server/standalone/serve.mjs', import.meta.url)),
					fileURLToPath(new URL('serve.mjs', serverDir)),
				);
			},
		},
	};
}
