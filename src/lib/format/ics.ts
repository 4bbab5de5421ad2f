import { icsTriggerBefore } from '../reminder-offsets';
import { toIcsUtc } from './activity-time';

export interface IcsEvent {
	id: number;
	title: string;
	summary: string;
	start_time: string;
	end_time: string;
	location: string;
	organizer: string;
	url: string;
	status: string;
	/** Seconds before the start at which calendars remind (VALARM); none for a cancelled activity. */
	reminders?: number[];
}

/** Control characters other than the tab, which RFC 5545 allows in neither text nor parameters. */
const CONTROLS = /(?!\t)\p{Cc}/gu;
const LINE_BREAK = /\r\n?|\n/g;

/**
 * A TEXT value (RFC 5545 §3.3.11): backslash, semicolon and comma escaped, every line break (CRLF,
 * a lone CR or LF) written `\n`, other control characters dropped.
 */
export function escapeIcsText(text: string): string {
	return text
		.replace(/[\\;,]/g, (special) => `\\${special}`)
		.replace(LINE_BREAK, '\\n')
		.replace(CONTROLS, '');
}

/**
 * A parameter value, always quoted (RFC 5545 §3.1: a quoted value may hold `:` `;` and `,`), with
 * the caret, double quote and line breaks encoded per RFC 6868 (`^^`, `^'`, `^n`) and other
 * control characters dropped: nothing in it can end the parameter or the line.
 */
function quoteIcsParameter(text: string): string {
	const encoded = text
		.replace(/\^/g, '^^')
		.replace(/"/g, "^'")
		.replace(LINE_BREAK, '^n')
		.replace(CONTROLS, '');
	return `"${encoded}"`;
}

/** Folds a content line at 75 octets, never inside a UTF-8 character (RFC 5545 §3.1). */
export function foldIcsLine(line: string): string {
	const encoder = new TextEncoder();
	const parts: string[] = [];
	let current = '';
	let size = 0;
	for (const char of line) {
		const charSize = encoder.encode(char).length;
		const limit = parts.length === 0 ? 75 : 74;
		if (size + charSize > limit) {
			parts.push(current);
			current = '';
			size = 0;
		}
		current += char;
		size += charSize;
	}
	parts.push(current);
	return parts.join('\r\n ');
}

/** A DISPLAY alarm (RFC 5545 §3.6.6) `seconds` before the event starts. */
function alarmLines(title: string, seconds: number): string[] {
	return [
		'BEGIN:VALARM',
		'ACTION:DISPLAY',
		`DESCRIPTION:${escapeIcsText(title)}`,
		`TRIGGER;RELATED=START:${icsTriggerBefore(seconds)}`,
		'END:VALARM',
	];
}

/** One VEVENT calendar for an activity; `stamp` is the generation time in UTC form. */
export function buildIcs(event: IcsEvent, host: string, stamp: string): string {
	const cancelled = event.status === 'cancelled';
	const alarms = cancelled
		? []
		: (event.reminders ?? []).flatMap((s) => alarmLines(event.title, s));
	const lines = [
		'BEGIN:VCALENDAR',
		'VERSION:2.0',
		'PRODID:-//2025年全国科普月//活动日历//ZH',
		'CALSCALE:GREGORIAN',
		'METHOD:PUBLISH',
		'BEGIN:VEVENT',
		`UID:activity-${event.id}@${host}`,
		`DTSTAMP:${stamp}`,
		`DTSTART:${toIcsUtc(event.start_time)}`,
		`DTEND:${toIcsUtc(event.end_time)}`,
		`SUMMARY:${escapeIcsText(event.title)}`,
		`DESCRIPTION:${escapeIcsText(`${event.summary}\n${event.url}`.trim())}`,
		`LOCATION:${escapeIcsText(event.location)}`,
		`ORGANIZER;CN=${quoteIcsParameter(event.organizer)}:MAILTO:noreply@${host}`,
		`URL:${event.url}`,
		`STATUS:${cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
		...alarms,
		'END:VEVENT',
		'END:VCALENDAR',
	];
	return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}
