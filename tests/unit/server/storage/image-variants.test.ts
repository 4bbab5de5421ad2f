import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
	readStoredFile,
	toMainName,
	toVariantName,
} from '../../../../src/server/storage/image-variants';
import { createLocalStorage, STORED_NAME } from '../../../../src/server/storage/storage';

const MAIN = '0123456789abcdef0123456789abcdef.webp';

describe('image variant names', () => {
	it('derives a variant name from the main name and back', () => {
		expect(toVariantName(MAIN, 960)).toBe('0123456789abcdef0123456789abcdef-w960.webp');
		expect(toMainName('0123456789abcdef0123456789abcdef-w960.webp')).toBe(MAIN);
		expect(toMainName(MAIN)).toBeNull();
	});

	it('lets the storage accept WebP variants and nothing else with a width suffix', () => {
		expect(STORED_NAME.test(toVariantName(MAIN, 320))).toBe(true);
		expect(STORED_NAME.test('0123456789abcdef0123456789abcdef-w320.pdf')).toBe(false);
		expect(STORED_NAME.test('0123456789abcdef0123456789abcdef-w320.webp/../x')).toBe(false);
	});
});

describe('reading stored files', () => {
	const storage = createLocalStorage(mkdtempSync(join(tmpdir(), 'kpy-variants-')));
	const main = new Uint8Array([1, 2, 3]);
	const variant = new Uint8Array([4, 5]);

	it('answers a stored variant', async () => {
		await storage.put(MAIN, main);
		await storage.put(toVariantName(MAIN, 640), variant);
		expect(await readStoredFile(storage, toVariantName(MAIN, 640))).toEqual(variant);
	});

	it('answers the main file for a variant that was never made', async () => {
		expect(await readStoredFile(storage, toVariantName(MAIN, 1280))).toEqual(main);
	});

	it('answers nothing when neither exists', async () => {
		expect(await readStoredFile(storage, 'ffffffffffffffffffffffffffffffff-w320.webp')).toBeNull();
	});
});
