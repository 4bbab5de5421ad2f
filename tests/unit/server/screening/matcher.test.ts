import { mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { TermMatcher } from '../../../../src/server/screening/matcher';
import { normaliseTerm } from '../../../../src/server/screening/normalise';
import { parseTermFile, readTermFile } from '../../../../src/server/screening/term-file';

const matcher = new TermMatcher(['刷单返利', 'evil', '加微信领奖']);
const found = (text: string) => matcher.find(text).map((hit) => text.slice(hit.start, hit.end));

describe('screening matcher', () => {
	test('finds terms through what evaders put between characters', () => {
		expect(found('今日刷单返利')).toEqual(['刷单返利']);
		expect(found('刷 单-返·利')).toEqual(['刷 单-返·利']);
		expect(found('刷\u200b单\u200d返\u202e利')).toEqual(['刷\u200b单\u200d返\u202e利']);
		expect(found('visit ＥＶＩＬ now')).toEqual(['ＥＶＩＬ']);
		expect(found('E.v.I.l')).toEqual(['E.v.I.l']);
		expect(found('加 微 信，领 奖')).toEqual(['加 微 信，领 奖']);
	});

	test('leaves clean text alone and counts each place once', () => {
		expect(found('航天科技科普讲座')).toEqual([]);
		expect(found('evil evil')).toEqual(['evil', 'evil']);
		expect(new TermMatcher(['EVIL', 'ｅｖｉｌ', ' ,. ']).size).toBe(1);
	});

	test('full-width digits fold too', () => {
		expect(normaliseTerm('Ｑ Ｑ：１２３')).toBe('qq123');
	});
});

describe('the operators’ term file', () => {
	test('takes one term a line, skips # comments and blank lines, and is read again when it changes', () => {
		expect(parseTermFile('\uFEFF# 示例\n刷单返利\n\n  evil  # 英文\r\n')).toEqual([
			'刷单返利',
			'evil',
		]);
		const path = join(mkdtempSync(join(tmpdir(), 'kpy-terms-')), 'terms.txt');
		writeFileSync(path, '甲\n');
		expect(readTermFile(path).terms).toEqual(['甲']);
		writeFileSync(path, '甲\n乙乙\n');
		utimesSync(path, new Date(), new Date(Date.now() + 5000));
		expect(readTermFile(path).terms).toEqual(['甲', '乙乙']);
		expect(readTermFile(join(path, 'missing')).terms).toEqual([]);
		expect(readTermFile(null).terms).toEqual([]);
	});
});
