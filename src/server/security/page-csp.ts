import { createHash } from 'node:crypto';
import type { APIContext } from 'astro';
import { WECHAT_SDK_ORIGIN } from '../../lib/wechat';
import type { ServerConfig } from '../config';

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
	/** S3_PUBLIC_URL: /uploads/ redirects pictures and videos there. */
	uploadPublicUrl?: string | undefined;
	/** The WeChat variant of the page (decided by src/server/edge/classify.ts): it loads the JS-SDK, from its origin. */
	wechat: boolean;
}

/**
 * Adds what only the request knows to the page's CSP (astro.config.mjs holds the rest). Must run in
 * a page or layout: Astro drops what middleware inserts before the page renders.
 */
export function addPageCsp(
	csp: PageCsp,
	{ inlineScripts, analyticsServerUrl, uploadPublicUrl, wechat }: PageCspParts,
) {
	if (!csp) return;
	for (const code of inlineScripts) csp.insertScriptHash(inlineScriptHash(code));
	if (wechat) {
		// Astro writes 'self' only while script-src names no source of its own.
		csp.insertScriptResource("'self'");
		csp.insertScriptResource(WECHAT_SDK_ORIGIN);
	}
	const analytics = originOf(analyticsServerUrl);
	if (analytics) {
		csp.insertDirective(`connect-src ${analytics}`);
		csp.insertDirective(`img-src ${analytics}`);
	}
	const uploads = uploadPublicUrl ? originOf(uploadPublicUrl) : null;
	if (uploads) {
		csp.insertDirective(`img-src ${uploads}`);
		csp.insertDirective(`media-src ${uploads}`);
	}
}

/** What a page knows of its own CSP: its inline scripts, and whether it is the WeChat variant. */
export type PageCspOfRequest = Pick<PageCspParts, 'inlineScripts' | 'wechat'>;

/**
 * `addPageCsp` with the process's configuration filled in, handed to layouts through
 * `Astro.locals.runtime`, so that they add a page's CSP without importing server code.
 */
export function pageCspWith(
	config: Pick<ServerConfig, 'analyticsServerUrl' | 'uploadStore'>,
): (csp: PageCsp, page: PageCspOfRequest) => void {
	const { analyticsServerUrl, uploadStore } = config;
	const uploadPublicUrl = uploadStore.kind === 's3' ? uploadStore.publicUrl : undefined;
	return (csp, page) => addPageCsp(csp, { ...page, analyticsServerUrl, uploadPublicUrl });
}
