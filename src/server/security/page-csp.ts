import { createHash } from 'node:crypto';
import type { APIContext } from 'astro';

type PageCsp = APIContext['csp'];

/** Hashes made so far: the layouts' inline scripts are a handful of fixed texts. */
const hashes = new Map<string, `sha256-${string}`>();
const MAX_KEPT_HASHES = 100;

/** The CSP source of an inline script; Astro hashes only the scripts it bundles itself. */
export function inlineScriptHash(code: string): `sha256-${string}` {
	const kept = hashes.get(code);
	if (kept) return kept;
	const hash = `sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}` as const;
	if (hashes.size < MAX_KEPT_HASHES) hashes.set(code, hash);
	return hash;
}

/** The origin of a configured http(s) URL, or null when there is none or it is not one. */
export function originOf(url: string): string | null {
	if (!URL.canParse(url)) return null;
	const { protocol, origin } = new URL(url);
	return protocol === 'https:' || protocol === 'http:' ? origin : null;
}

export interface PageCspParts {
	/** Inline scripts the layout writes itself (the root font size before first paint). */
	inlineScripts: readonly string[];
	/** ANALYTICS_SERVER_URL: beacons go there by sendBeacon, or by an image when that fails. */
	analyticsServerUrl: string;
}

/**
 * Adds what only the request knows to the page's CSP (astro.config.mjs holds the rest). Must run in
 * a page or layout: Astro drops what middleware inserts before the page renders.
 */
export function addPageCsp(csp: PageCsp, { inlineScripts, analyticsServerUrl }: PageCspParts) {
	if (!csp) return;
	for (const code of inlineScripts) csp.insertScriptHash(inlineScriptHash(code));
	const analytics = originOf(analyticsServerUrl);
	if (analytics) {
		csp.insertDirective(`connect-src ${analytics}`);
		csp.insertDirective(`img-src ${analytics}`);
	}
}
