import { describe, expect, it } from 'vitest';
import { buildMonthGrid, isMonthText, shiftMonth } from '../../../../src/lib/format/month-grid';

describe('month grid', () => {
	it('starts on the Monday before the first and ends on the Sunday after the last day', () => {
		const weeks = buildMonthGrid('2025-09', new Map());
		expect(weeks).toHaveLength(5);
		expect(weeks[0]?.[0]).toMatchObject({ date: '2025-09-01', inMonth: true });
		expect(weeks[4]?.[6]).toMatchObject({ date: '2025-10-05', inMonth: false });
	});

	it('fills the first week with the previous month when the 1st is not a Monday', () => {
		const weeks = buildMonthGrid('2025-10', new Map([['2025-10-01', 7]]));
		expect(weeks[0]?.[0]).toMatchObject({ date: '2025-09-29', inMonth: false });
		expect(weeks[0]?.[2]).toMatchObject({ date: '2025-10-01', inMonth: true, count: 7 });
	});

	it('covers a February that starts on a Sunday, with its 28 days (29 in a leap year) in the month', () => {
		const weeks = buildMonthGrid('2026-02', new Map());
		expect(weeks).toHaveLength(5);
		expect(weeks[4]?.[6]).toMatchObject({ date: '2026-03-01', day: 1, inMonth: false });
		expect(weeks[0]?.[0]).toMatchObject({ date: '2026-01-26', day: 26, inMonth: false });
		expect(weeks[0]?.[6]).toMatchObject({ date: '2026-02-01', day: 1, inMonth: true });
		expect(weeks.flat().filter((cell) => cell.inMonth)).toHaveLength(28);
		expect(
			buildMonthGrid('2028-02', new Map())
				.flat()
				.filter((cell) => cell.inMonth),
		).toHaveLength(29);
	});

	it('moves across years and recognises month text', () => {
		expect(shiftMonth('2025-03', -13)).toBe('2024-02');
		expect(shiftMonth('2025-12', 1)).toBe('2026-01');
		expect(shiftMonth('2025-01', -1)).toBe('2024-12');
		expect(isMonthText('2025-09')).toBe(true);
		expect(isMonthText('2025-13')).toBe(false);
	});
});
