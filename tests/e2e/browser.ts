import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

export const CHROMIUM_FLAGS = [
	'--no-sandbox',
	'--disable-gpu',
	'--disable-dev-shm-usage',
	'--disable-background-networking',
	'--no-first-run',
];

/**
 * The Chromium to drive: CHROMIUM_PATH, else Debian's, else Playwright's own download.
 * Fails with the way to get one when there is none.
 */
export function findChromium(): string {
	const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
	for (const candidate of candidates) {
		if (candidate && existsSync(candidate)) return candidate;
	}
	const bundled = chromium.executablePath();
	if (existsSync(bundled)) return bundled;
	throw new Error(
		'No Chromium found for the browser tests. Install one (Debian: `apt-get install -y chromium`), ' +
			'or set CHROMIUM_PATH to its executable, or run `npx playwright install chromium`.',
	);
}
