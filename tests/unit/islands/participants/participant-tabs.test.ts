import { describe, expect, it } from 'vitest';
import {
	describeProgress,
	formatBytes,
} from '../../../../src/islands/participants/participant-tabs';

describe('export progress', () => {
	it('formats bytes as B, KB and MB', () => {
		expect(formatBytes(980)).toBe('980 B');
		expect(formatBytes(12_595)).toBe('12.3 KB');
		expect(formatBytes(4_718_592)).toBe('4.5 MB');
	});

	it('counts rows of a CSV and bytes of an XLSX', () => {
		expect(describeProgress({ bytes: 2048, rows: 120, totalRows: 1000 })).toBe(
			'正在导出：120 / 1000 行（2.0 KB）',
		);
		expect(describeProgress({ bytes: 2048, rows: null, totalRows: 1000 })).toBe(
			'正在生成 Excel：已接收 2.0 KB（共 1000 行）',
		);
	});
});
