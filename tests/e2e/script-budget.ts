import type { Page } from '@playwright/test';

/** What a public page may fetch as script before its load event. */
export const SCRIPT_BUDGET_BEFORE_LOAD = 10 * 1024;

/** The scripts the page fetched before its load event: address and compressed body size. */
export async function scriptsBeforeLoad(page: Page): Promise<[string, number][]> {
	return page.evaluate(() => {
		const [navigation] = performance.getEntriesByType(
			'navigation',
		) as PerformanceNavigationTiming[];
		const loadAt = navigation?.loadEventStart ?? Number.POSITIVE_INFINITY;
		return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
			.filter((entry) => entry.initiatorType === 'script' && entry.responseEnd <= loadAt)
			.map((entry): [string, number] => [entry.name, entry.encodedBodySize]);
	});
}

/** Bytes of script the page fetched before its load event (compressed bodies, without headers). */
export async function scriptBytesBeforeLoad(page: Page): Promise<number> {
	return (await scriptsBeforeLoad(page)).reduce((sum, [, bytes]) => sum + bytes, 0);
}
