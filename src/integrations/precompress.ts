import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { AstroIntegration } from 'astro';

/** What the server sends compressed (src/server/standalone/serve.mjs keeps the same list). */
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json)$/;
/** Below this a compressed copy saves less than the headers it costs. */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function compressFile(path: string): Promise<{ raw: number; brotli: number }> {
	const source = await readFile(path);
	if (source.length < MIN_BYTES) return { raw: 0, brotli: 0 };
	const [br, gz] = await Promise.all([
		brotli(source, {
			params: {
				[constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
				[constants.BROTLI_PARAM_SIZE_HINT]: source.length,
			},
		}),
		gzipAsync(source, { level: constants.Z_BEST_COMPRESSION }),
	]);
	await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
	return { raw: source.length, brotli: br.length };
}

/** Writes `.br` and `.gz` copies beside every compressible file of `dir`; answers the totals. */
export async function precompressDirectory(dir: string) {
	const names = (await readdir(dir)).filter((name) => COMPRESSIBLE.test(name));
	const sizes = await Promise.all(names.map((name) => compressFile(join(dir, name))));
	return sizes.reduce(
		(sum, size) => ({ raw: sum.raw + size.raw, brotli: sum.brotli + size.brotli }),
		{ raw: 0, brotli: 0 },
	);
}

/**
 * The bundled scripts and styles of `/_astro` are compressed once at build time, at the highest
 * level, so that a phone downloads React and the analytics SDK at a third of their size without
 * the server compressing them on every request.
 */
export function precompressAssets(): AstroIntegration {
	let assetsDir = '';
	return {
		name: 'kpy-precompress-assets',
		hooks: {
			'astro:config:done': ({ config }) => {
				assetsDir = fileURLToPath(new URL(`${config.build.assets}/`, config.build.client));
			},
			'astro:build:done': async ({ logger }) => {
				const { raw, brotli } = await precompressDirectory(assetsDir);
				logger.info(
					`${(raw / 1024).toFixed(0)} KB of scripts and styles precompressed (brotli: ${(brotli / 1024).toFixed(0)} KB)`,
				);
			},
		},
	};
}
