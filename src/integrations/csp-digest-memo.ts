import type { AstroIntegration } from 'astro';
import { astroSourcePatch } from './astro-source-patch';

/** Astro's module that hashes what the page CSP lists (astro/dist/core/encryption.js). */
const ENCRYPTION_MODULE = /[\\/]astro[\\/]dist[\\/]core[\\/]encryption\.js$/;
const DIGEST_FUNCTION = 'async function generateCspDigest(data, algorithm) {';

/**
 * Keeps the digests already made: the inputs are the build's own styles and scripts (and server
 * island replacers), a few dozen texts; beyond this many the rest are hashed every time.
 */
const MEMO = `const kpyCspDigests = new Map();
function generateCspDigest(data, algorithm) {
  const key = algorithm + "\\u0000" + data;
  let digest = kpyCspDigests.get(key);
  if (digest) return digest;
  digest = kpyHashCspDigest(data, algorithm);
  if (kpyCspDigests.size < 500) {
    kpyCspDigests.set(key, digest);
    digest.catch(() => kpyCspDigests.delete(key));
  }
  return digest;
}
async function kpyHashCspDigest(data, algorithm) {`;

/**
 * With a CSP, Astro hashes every style and script of a page's route on each render, each one a
 * WebCrypto job on libuv's thread pool (some ten per page); the texts are the build's, so the
 * same digests are made again and again. This wraps Astro's `generateCspDigest` so that each text
 * is hashed once per process. The build fails if Astro's code no longer has the function, so an
 * upgrade cannot silently drop it.
 */
export function cspDigestMemo(): AstroIntegration {
	return astroSourcePatch({
		name: 'kpy-csp-digest-memo',
		module: ENCRYPTION_MODULE,
		patch: (code, id) => {
			if (!code.includes(DIGEST_FUNCTION)) {
				throw new Error(`${id} no longer defines generateCspDigest as expected`);
			}
			return code.replace(DIGEST_FUNCTION, MEMO);
		},
		target: "Astro's generateCspDigest",
	});
}
