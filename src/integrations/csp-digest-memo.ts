import type { AstroIntegration } from 'astro';
import { astroSourcePatch } from './astro-source-patch';

/** Astro's module that hashes what the page CSP lists (astro/dist/core/encryption.js). */
const ENCRYPTION_MODULE = /[\\/]astro[\\/]dist[\\/]core[\\/]encryption\.js$/;
const DIGEST_FUNCTION = 'async function generateCspDigest(data, algorithm) {';

/**
 * Keeps the digests already made: the inputs are the build's own styles and scripts (and server
 * island replacers), a few dozen texts; beyond this many the rest are hashed every time. Keyed by
 * the text itself, not a text joined to the algorithm: the build's texts are the same strings on
 * every render, whose hash V8 keeps, where a joined key was a new string hashed in full each time.
 */
const MEMO = `const kpyCspDigests = new Map();
let kpyCspDigestCount = 0;
function generateCspDigest(data, algorithm) {
  let digests = kpyCspDigests.get(algorithm);
  if (!digests) {
    digests = new Map();
    kpyCspDigests.set(algorithm, digests);
  }
  let digest = digests.get(data);
  if (digest) return digest;
  digest = kpyHashCspDigest(data, algorithm);
  if (kpyCspDigestCount < 500) {
    kpyCspDigestCount += 1;
    digests.set(data, digest);
    digest.catch(() => {
      digests.delete(data);
      kpyCspDigestCount -= 1;
    });
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
