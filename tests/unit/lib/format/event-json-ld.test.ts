import { describe, expect, it } from 'vitest';
import {
	buildEventJsonLd,
	type EventFacts,
	serializeForScript,
} from '../../../../src/lib/format/event-json-ld';

const event: EventFacts = {
	title: '走进国家天文台',
	summary: '观星与讲座',
	cover: '/media/covers/1.jpg',
	start_time: '2025-09-12 19:00:00',
	end_time: '2025-09-12 21:00:00',
	mode: 'hybrid',
	status: 'approved',
	venue: '国家天文台兴隆观测站',
	address: '河北省承德市兴隆县',
	province_name: '河北省',
	city_name: '承德市',
	district_name: '兴隆县',
	organizer: '中国天文学会',
	capacity: 50,
	join_count: 20,
};

describe('event JSON-LD', () => {
	it('describes a hybrid activity with a place, a virtual location and the seats left', () => {
		const data = buildEventJsonLd(event, 'https://kpy.example/detail-page?id=1');
		expect(data).toMatchObject({
			'@type': 'Event',
			startDate: '2025-09-12T19:00:00+08:00',
			eventAttendanceMode: 'https://schema.org/MixedEventAttendanceMode',
			eventStatus: 'https://schema.org/EventScheduled',
			image: ['https://kpy.example/media/covers/1.jpg'],
			maximumAttendeeCapacity: 50,
			remainingAttendeeCapacity: 30,
		});
		expect(data.location).toHaveLength(2);
	});

	it('marks a cancelled activity and leaves capacity out when it is unlimited', () => {
		const data = buildEventJsonLd(
			{ ...event, status: 'cancelled', capacity: null },
			'https://kpy.example/detail-page?id=1',
		);
		expect(data.eventStatus).toBe('https://schema.org/EventCancelled');
		expect(data).not.toHaveProperty('maximumAttendeeCapacity');
	});

	it('serialises so that a title cannot close the script element', () => {
		const text = serializeForScript({ name: '</script><b>&' });
		expect(text).not.toContain('<');
		expect(JSON.parse(text)).toEqual({ name: '</script><b>&' });
	});
});
