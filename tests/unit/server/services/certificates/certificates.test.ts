import { describe, expect, test } from 'vitest';
import { maskName } from '../../../../../src/lib/privacy/mask-name';
import {
	certificateCode,
	readCertificateCode,
} from '../../../../../src/server/services/certificates/code';
import { wrap } from '../../../../../src/server/services/certificates/layout';

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

describe('maskName', () => {
	test.each([
		['李', '*'],
		['李雷', '李*'],
		['王小明', '王*明'],
		['欧阳科普', '欧**普'],
	])('%s → %s', (name, masked) => {
		expect(maskName(name)).toBe(masked);
	});
});

describe('wrap', () => {
	test('keeps numbers whole and an opening quote with what it opens', () => {
		const lines = wrap(
			'服务时长 2.5 小时，在“科学之夜”活动中担任志愿者'.repeat(4),
			200,
			16,
			'regular',
		);
		expect(lines.length).toBeGreaterThan(1);
		for (const line of lines) {
			expect(line.endsWith('“')).toBe(false);
			expect(/^[，。]/.test(line)).toBe(false);
		}
		expect(lines.join('')).toBe('服务时长 2.5 小时，在“科学之夜”活动中担任志愿者'.repeat(4));
		expect(lines.some((line) => line.endsWith('2') || line.startsWith('.5'))).toBe(false);
	});
});
