import { describe, expect, test } from 'vitest';
import {
	certificateCode,
	readCertificateCode,
} from '../../../../../src/server/services/certificates/code';

const KEY = Buffer.from('unit-test-key-unit-test-key-0000');

describe('certificate codes', () => {
	test('read back the id they were made for, as typed by hand', () => {
		for (const id of [1, 42, 32_767, 32_768, 2_000_000]) {
			const code = certificateCode(KEY, id);
			expect(readCertificateCode(KEY, code)).toEqual({ id });
			expect(readCertificateCode(KEY, ` ${code.toLowerCase().replaceAll('0', 'o')} `)).toEqual({
				id,
			});
		}
		expect(certificateCode(KEY, 1)).toHaveLength(11);
	});

	test('refuse a changed character, another key and text that is no code', () => {
		const code = certificateCode(KEY, 7);
		for (let at = 0; at < code.length; at += 1) {
			const changed = code.slice(0, at) + (code[at] === 'X' ? 'Y' : 'X') + code.slice(at + 1);
			expect(readCertificateCode(KEY, changed)).toEqual({ problem: 'forged' });
		}
		expect(readCertificateCode(Buffer.from('another-key'), code)).toEqual({ problem: 'forged' });
		for (const text of ['', '123', 'ÄÖÜ-not-a-code', 'U'.repeat(11), '1'.repeat(30)]) {
			expect(readCertificateCode(KEY, text)).toEqual({ problem: 'malformed' });
		}
	});
});
