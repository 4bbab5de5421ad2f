import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompressDirectory } from '../../../src/integrations/precompress';

describe('precompressDirectory', () => {
	it('writes brotli and gzip copies of scripts and styles that decode to the file', async () => {
		const dir = mkdtempSync(join(tmpdir(), 'kpy-precompress-'));
		const script = 'export const greeting = "科普月";\n'.repeat(200);
		writeFileSync(join(dir, 'app.js'), script);
		writeFileSync(join(dir, 'tiny.css'), 'a{color:red}');
		writeFileSync(join(dir, 'photo.webp'), Buffer.alloc(4096, 7));
		const totals = await precompressDirectory(dir);
		expect(brotliDecompressSync(readFileSync(join(dir, 'app.js.br'))).toString()).toBe(script);
		expect(gunzipSync(readFileSync(join(dir, 'app.js.gz'))).toString()).toBe(script);
		expect(totals.raw).toBe(Buffer.byteLength(script));
		expect(totals.brotli).toBe(readFileSync(join(dir, 'app.js.br')).length);
		expect(totals.brotli).toBeLessThan(totals.raw / 10);
		expect(existsSync(join(dir, 'tiny.css.br'))).toBe(false);
		expect(existsSync(join(dir, 'photo.webp.br'))).toBe(false);
	});
});
