import { describe, expect, it } from 'vitest';
import {
	neutraliseCell,
	toExportCells,
} from '../../../../../src/server/services/participants/cells';
import { csvLine } from '../../../../../src/server/services/participants/csv';

const row = {
	id: 7,
	name: '李雷',
	mobile: '13912345678',
	mobileGiven: true,
	organization: '第一中学',
	under14: null,
	guardianName: '',
	createdAt: new Date('2026-03-01T01:02:03Z'),
	promoted: false,
	checkedInAt: null,
	volunteerHours: null,
};

describe('neutraliseCell', () => {
	it.each(['=1+1', '+86', '-2', '@SUM(A1)', '\tx', '\rx'])('prefixes %j with a quote', (text) => {
		expect(neutraliseCell(text)).toBe(`'${text}`);
	});

	it('leaves ordinary text and empty cells alone', () => {
		expect(neutraliseCell('王小明')).toBe('王小明');
		expect(neutraliseCell('a=b')).toBe('a=b');
		expect(neutraliseCell('')).toBe('');
	});
});

describe('toExportCells', () => {
	it('writes the phone in full for the owner and masked for anyone else', () => {
		expect(toExportCells(row, 1, true)).toEqual([
			'1',
			'李雷',
			'13912345678',
			'第一中学',
			'2026-03-01 09:02:03',
			'未签到',
			'',
			'',
		]);
		expect(toExportCells(row, 1, false)[2]).toBe('139****5678');
	});

	it('masks a login number the person did not give in the form, even for the owner', () => {
		expect(toExportCells({ ...row, mobileGiven: false }, 1, true)[2]).toBe('139****5678');
	});

	it('says whether the participant is under 14 and names the guardian', () => {
		expect(toExportCells({ ...row, under14: false }, 1, true).at(-1)).toBe('否');
		expect(toExportCells({ ...row, under14: true, guardianName: '韩梅梅' }, 1, true).at(-1)).toBe(
			'是（监护人：韩梅梅）',
		);
	});

	it('neutralises a formula in a name or unit', () => {
		const cells = toExportCells({ ...row, name: '=cmd|calc', organization: '-1' }, 2, true);
		expect(cells[1]).toBe("'=cmd|calc");
		expect(cells[3]).toBe("'-1");
	});
});

describe('csvLine', () => {
	it('quotes fields with commas, quotes or line breaks and ends with CRLF', () => {
		expect(csvLine(['a', 'b,c', 'say "hi"', 'x\ny'])).toBe('a,"b,c","say ""hi""","x\ny"\r\n');
	});
});
