import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import {
	buildIcs,
	escapeIcsText,
	foldIcsLine,
	type IcsEvent,
} from '../../../../src/lib/format/ics';

const EVENT: IcsEvent = {
	id: 7,
	title: '科普讲座',
	summary: '',
	start_time: '2025-09-12 09:00:00',
	end_time: '2025-09-12 11:00:00',
	location: '北京市',
	organizer: '中国科协',
	url: 'https://kpy.example/detail-page?id=7',
	status: 'approved',
};

/** The VEVENT as a calendar program reads it back (ical.js). */
function parseEvent(text: string) {
	const event = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent');
	if (!event) throw new Error('no VEVENT');
	return event;
}

describe('ICS download', () => {
	it('escapes commas, semicolons, backslashes and newlines', () => {
		expect(escapeIcsText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
	});

	it('writes a lone CR, CRLF and LF alike as an escaped newline and drops other controls', () => {
		expect(escapeIcsText('a\rb\r\nc\nd\u0000e\u007Ff\tg')).toBe('a\\nb\\nc\\ndef\tg');
	});

	it('keeps a hostile organiser name inside CN: the address stays ours and the name reads back whole', () => {
		const organizer =
			'主办方:MAILTO:phish@evil.example;SENT-BY="mailto:evil@x",\r\nATTACH:x\rY^n\nZ';
		const title = '第一行\rATTACH:http://evil.example/a.exe;b,c:d\r\n"mailto:evil@x"\n末行';
		const text = buildIcs({ ...EVENT, organizer, title }, 'kpy.example', '20250901T000000Z');
		const event = parseEvent(text);
		const property = event.getFirstProperty('organizer');
		expect(property?.getFirstValue()).toBe('MAILTO:noreply@kpy.example');
		expect(property?.getParameter('cn')).toBe(organizer.replace(/\r\n?/g, '\n'));
		expect(property?.getParameter('sent-by')).toBeUndefined();
		expect(event.getFirstPropertyValue('summary')).toBe(title.replace(/\r\n?/g, '\n'));
		expect(event.getFirstProperty('attach')).toBeNull();
	});

	it('writes no CR that does not end a line, and no line over 75 octets', () => {
		const text = buildIcs(
			{ ...EVENT, organizer: `协会\r${'👨‍👩‍👧'.repeat(20)}`, title: `a\rb${'科'.repeat(60)}` },
			'kpy.example',
			'20250901T000000Z',
		);
		expect(text).not.toMatch(/\r(?!\n)/);
		expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
		for (const line of text.split('\r\n')) {
			expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
		}
		expect(parseEvent(text).getFirstProperty('organizer')?.getParameter('cn')).toBe(
			`协会\n${'👨‍👩‍👧'.repeat(20)}`,
		);
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
		const text = buildIcs(EVENT, 'kpy.example', '20250901T000000Z');
		expect(text).toContain('\r\nDTSTART:20250912T010000Z\r\n');
		expect(text).toContain('UID:activity-7@kpy.example');
		expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
	});
});
