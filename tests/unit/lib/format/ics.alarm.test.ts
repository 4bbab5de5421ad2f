import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { buildIcs, type IcsEvent } from '../../../../src/lib/format/ics';

const EVENT: IcsEvent = {
	id: 7,
	title: '科普讲座：火箭, 卫星; 与探月',
	summary: '',
	start_time: '2025-09-12 09:00:00',
	end_time: '2025-09-12 11:00:00',
	location: '北京市',
	organizer: '中国科协',
	url: 'https://kpy.example/detail-page?id=7',
	status: 'approved',
};

/** The VEVENT as ical.js (RFC 5545 parser) reads it. */
function parseEvent(text: string) {
	const calendar = new ICAL.Component(ICAL.parse(text));
	const event = calendar.getFirstSubcomponent('vevent');
	if (!event) throw new Error('no VEVENT');
	return event;
}

describe('ICS reminders (VALARM)', () => {
	it('has one DISPLAY alarm per reminder offset, before the start, that a parser reads back', () => {
		const event = parseEvent(
			buildIcs({ ...EVENT, reminders: [86_400, 3_600] }, 'kpy.example', '20250901T000000Z'),
		);
		const alarms = event.getAllSubcomponents('valarm');
		expect(alarms).toHaveLength(2);
		const start = new ICAL.Event(event).startDate.toUnixTime();
		const fireAt = alarms.map((alarm) => {
			expect(alarm.getFirstPropertyValue('action')).toBe('DISPLAY');
			expect(alarm.getFirstPropertyValue('description')).toBe(EVENT.title);
			const trigger = alarm.getFirstProperty('trigger');
			expect(trigger?.getParameter('related')).toBe('START');
			const duration = trigger?.getFirstValue() as ICAL.Duration;
			return start + duration.toSeconds();
		});
		expect(fireAt).toEqual([start - 86_400, start - 3_600]);
	});

	it('has no alarm without offsets or for a cancelled activity', () => {
		const plain = parseEvent(buildIcs(EVENT, 'kpy.example', '20250901T000000Z'));
		expect(plain.getAllSubcomponents('valarm')).toHaveLength(0);
		const cancelled = parseEvent(
			buildIcs(
				{ ...EVENT, status: 'cancelled', reminders: [3_600] },
				'kpy.example',
				'20250901T000000Z',
			),
		);
		expect(cancelled.getAllSubcomponents('valarm')).toHaveLength(0);
	});
});
