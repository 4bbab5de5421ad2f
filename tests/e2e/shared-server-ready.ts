import { expect, test } from '@playwright/test';

/**
 * The shared server answers /livez before its demo data is in; a spec whose first test needs the
 * data waits here for /readyz, so that the seed's time is not charged to that test.
 */
export function waitForDemoData() {
	test.beforeAll(async ({ request }) => {
		test.setTimeout(120_000);
		await expect
			.poll(async () => (await request.get('/readyz').catch(() => null))?.status() ?? 0, {
				timeout: 110_000,
			})
			.toBe(200);
	});
}
