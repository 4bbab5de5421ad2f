import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** One page's markup, named for the messages. */
export interface PageSource {
	name: string;
	html: string;
}

interface VnuMessage {
	type: string;
	url: string;
	message: string;
	lastLine?: number;
	extract?: string;
}

const JAVA = process.env.JAVA ?? 'java';

/** Fails loudly without Java: the checker must not pass by not running. */
function requireJava() {
	const probe = spawnSync(JAVA, ['-version'], { encoding: 'utf8' });
	if (probe.error || probe.status !== 0) {
		throw new Error(
			`The HTML validity check needs Java to run the Nu HTML Checker (vnu-jar), and "${JAVA}" ` +
				'could not be run. Install it (Debian: apt-get install -y default-jre-headless) or ' +
				'set JAVA to its path.',
		);
	}
}

/**
 * Runs the Nu HTML Checker once over all pages (one Java start for the lot) and returns its errors
 * as readable lines, `page:line message`.
 */
export function validateHtml(pages: readonly PageSource[]): string[] {
	requireJava();
	const jar = String(createRequire(import.meta.url)('vnu-jar'));
	const dir = mkdtempSync(join(tmpdir(), 'kpy-vnu-'));
	const files = pages.map((page, index) => {
		const file = join(dir, `${String(index).padStart(2, '0')}.html`);
		writeFileSync(file, page.html);
		return file;
	});
	const run = spawnSync(JAVA, ['-jar', jar, '--errors-only', '--format', 'json', ...files], {
		encoding: 'utf8',
		maxBuffer: 64 * 1024 * 1024,
	});
	if (run.error) throw run.error;
	const report = JSON.parse(run.stderr || '{"messages":[]}') as { messages: VnuMessage[] };
	return report.messages.map((message) => {
		const index = files.findIndex((file) => message.url.endsWith(file));
		const name = pages[index]?.name ?? message.url;
		return `${name}:${message.lastLine ?? '?'} ${message.message} — ${message.extract ?? ''}`;
	});
}
