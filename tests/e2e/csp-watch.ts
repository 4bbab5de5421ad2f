import { expect, type Page, type Response } from '@playwright/test';

/** What the browser refused under the page's Content-Security-Policy. */
export interface CspWatch {
	violations: string[];
}

declare global {
	interface Window {
		cspViolations?: string[];
	}
}

/**
 * Records every CSP violation of the pages `page` opens: the `securitypolicyviolation` events of
 * each document (installed before any page script) and Chromium's "Refused to …" console errors,
 * which also cover workers.
 */
export async function watchCsp(page: Page): Promise<CspWatch> {
	const watch: CspWatch = { violations: [] };
	await page.addInitScript(() => {
		window.cspViolations = [];
		document.addEventListener('securitypolicyviolation', (event) => {
			window.cspViolations?.push(
				`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
			);
		});
	});
	page.on('console', (message) => {
		const text = message.text();
		if (message.type() === 'error' && /Content Security Policy|Refused to/.test(text))
			watch.violations.push(`console: ${text}`);
	});
	return watch;
}

/** Every violation so far: the console's and the current document's. */
export async function violations(page: Page, watch: CspWatch): Promise<string[]> {
	const inPage = await page.evaluate(() => window.cspViolations ?? []);
	return [...watch.violations, ...inPage];
}

/** The headers every page answer must carry (ASVS 3.4.3–3.4.6). */
export function expectPageHeaders(response: Response | null, label: string): void {
	expect(response, label).not.toBeNull();
	const headers = response?.headers() ?? {};
	const csp = headers['content-security-policy'] ?? '';
	for (const part of [
		"default-src 'self'",
		"object-src 'none'",
		"base-uri 'none'",
		"frame-ancestors 'self'",
		"script-src 'self' 'sha256-",
	])
		expect(csp, `${label}: CSP has ${part}`).toContain(part);
	expect(csp, `${label}: no inline scripts by default`).not.toMatch(
		/script-src[^;]*'unsafe-(inline|eval)'/,
	);
	expect(headers['x-content-type-options'], label).toBe('nosniff');
	expect(headers['referrer-policy'], label).toBe('strict-origin-when-cross-origin');
}

/**
 * Scrolls through the page so that `client:visible` islands come into view, then waits until every
 * island has hydrated (Astro drops the `ssr` attribute then). `client:afterload` islands such as the
 * feedback one hydrate after the load event.
 */
export async function expectIslandsHydrated(page: Page, label: string): Promise<void> {
	await page.waitForLoadState('load');
	await page.evaluate(async () => {
		for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
			window.scrollTo(0, y);
			await new Promise((done) => requestAnimationFrame(() => done(null)));
		}
	});
	await expect
		.poll(() => page.locator('astro-island[ssr]').count(), {
			message: `${label}: islands still waiting to hydrate`,
			timeout: 15_000,
		})
		.toBe(0);
	await expect(page.locator('astro-island').first(), label).toBeAttached();
}
