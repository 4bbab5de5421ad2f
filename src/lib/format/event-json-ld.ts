import type { ActivityDetail } from '../api/activity-types';
import { toIsoBeijing } from './activity-time';

export type EventFacts = Pick<
	ActivityDetail,
	| 'title'
	| 'summary'
	| 'cover'
	| 'start_time'
	| 'end_time'
	| 'mode'
	| 'status'
	| 'venue'
	| 'address'
	| 'province_name'
	| 'city_name'
	| 'district_name'
	| 'organizer'
	| 'capacity'
	| 'join_count'
>;

const ATTENDANCE_MODES = {
	offline: 'https://schema.org/OfflineEventAttendanceMode',
	online: 'https://schema.org/OnlineEventAttendanceMode',
	hybrid: 'https://schema.org/MixedEventAttendanceMode',
} as const;

function absolute(url: string, origin: string): string {
	return url ? new URL(url, origin).href : '';
}

function describeLocation(event: EventFacts, pageUrl: string): object[] {
	const place = {
		'@type': 'Place',
		name: event.venue || event.address || `${event.province_name}${event.city_name}`,
		address: {
			'@type': 'PostalAddress',
			addressCountry: 'CN',
			addressRegion: event.province_name,
			addressLocality: event.city_name || event.district_name,
			streetAddress: event.address,
		},
	};
	// The online link is for joined users only; the page itself stands in for it.
	const virtual = { '@type': 'VirtualLocation', url: pageUrl };
	const locations = { offline: [place], online: [virtual], hybrid: [place, virtual] };
	return locations[event.mode];
}

/** The schema.org Event of an activity page (modelled on Mobilizon's). */
export function buildEventJsonLd(event: EventFacts, pageUrl: string): Record<string, unknown> {
	const origin = new URL(pageUrl).origin;
	const image = absolute(event.cover, origin);
	return {
		'@context': 'https://schema.org',
		'@type': 'Event',
		name: event.title,
		description: event.summary,
		url: pageUrl,
		startDate: toIsoBeijing(event.start_time),
		endDate: toIsoBeijing(event.end_time),
		eventStatus:
			event.status === 'cancelled'
				? 'https://schema.org/EventCancelled'
				: 'https://schema.org/EventScheduled',
		eventAttendanceMode: ATTENDANCE_MODES[event.mode],
		location: describeLocation(event, pageUrl),
		organizer: { '@type': 'Organization', name: event.organizer },
		inLanguage: 'zh-CN',
		isAccessibleForFree: true,
		...(image ? { image: [image] } : {}),
		...(event.capacity
			? {
					maximumAttendeeCapacity: event.capacity,
					remainingAttendeeCapacity: Math.max(event.capacity - event.join_count, 0),
				}
			: {}),
	};
}

/** JSON for a `<script>` element: `<`, `>`, `&` and line separators cannot end or break it. */
export function serializeForScript(value: unknown): string {
	return JSON.stringify(value)
		.replace(/</g, '\\u003c')
		.replace(/>/g, '\\u003e')
		.replace(/&/g, '\\u0026')
		.replace(/\u2028/g, '\\u2028')
		.replace(/\u2029/g, '\\u2029');
}
