import { describe, expect, it } from 'vitest';
import { buildIcs, escapeIcsText, foldIcsLine } from '../../../../src/lib/format/ics';

describe('ICS download', () => {
	it('escapes commas, semicolons, backslashes and newlines', () => {
		expect(escapeIcsText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
	});

	it('folds long lines at 75 octets without splitting a Chinese character', () => {
		const folded = foldIcsLine(`SUMMARY:${'科'.repeat(40)}`);
		const lines = folded.split('\r\n');
		expect(lines.length).toBeGreaterThan(1);
		for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
		expect(lines.map((line, index) => (index ? line.slice(1) : line)).join('')).toBe(
			`SUMMARY:${'科'.repeat(40)}`,
		);
	});

	it('writes one event in UTC with CRLF line ends', () => {
		const text = buildIcs(
			{
				id: 7,
				title: '科普讲座',
				summary: '',
				start_time: '2025-09-12 09:00:00',
				end_time: '2025-09-12 11:00:00',
				location: '北京市',
				organizer: '中国科协',
				url: 'https://kpy.example/detail-page?id=7',
				status: 'approved',
			},
			'kpy.example',
			'20250901T000000Z',
		);
		expect(text).toContain('\r\nDTSTART:20250912T010000Z\r\n');
		expect(text).toContain('UID:activity-7@kpy.example');
		expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
	});
});
