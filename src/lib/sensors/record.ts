import { identitiesOf, type SensorsState, unionIdsOf } from './identity';
import { SENSORS_LIB_VERSION } from './protocol';

export type RecordType = 'track' | 'track_signup';

/** What the page says about itself at the moment of the record. */
export interface PageContext {
	url: string;
	title: string;
	screen: { width: number; height: number };
	viewport: { width: number; height: number };
	timezoneOffset: number;
	/** Whether the new-user cookie is still there (the visitor's first day). */
	isFirstDay: boolean;
}

export interface RecordInput {
	state: SensorsState;
	type: RecordType;
	event: string;
	properties: Record<string, unknown>;
	/** Registered for the page (registerPage). */
	pageProperties: Record<string, unknown>;
	page: PageContext;
	now: number;
	random: () => number;
	/** track_signup only: the anonymous id the login id stands for. */
	originalId?: string;
}

/** A nine-digit id, as the SDK makes it: random digits and the clock's last four. */
function trackId(now: number, random: () => number): number {
	const digits = (count: number) => String(random()).slice(2, 2 + count);
	return Number(digits(3) + digits(2) + String(now).slice(-4));
}

/** One Sensors record, the fields in the SDK's order. */
export function buildRecord(input: RecordInput): Record<string, unknown> {
	const { state, type, event, page, now } = input;
	const properties: Record<string, unknown> = {
		$timezone_offset: page.timezoneOffset,
		$screen_height: page.screen.height,
		$screen_width: page.screen.width,
		$viewport_height: page.viewport.height,
		$viewport_width: page.viewport.width,
		$lib: 'js',
		$lib_version: SENSORS_LIB_VERSION,
		...state.props,
		...input.pageProperties,
		...input.properties,
	};
	if (type === 'track') properties.$is_first_day = page.isFirstDay;
	properties.$url ??= page.url;
	properties.$title ??= page.title;
	return {
		identities: identitiesOf(state),
		distinct_id: state.distinct_id,
		lib: { $lib: 'js', $lib_method: 'code', $lib_version: SENSORS_LIB_VERSION },
		properties,
		...unionIdsOf(state),
		...(input.originalId === undefined ? {} : { original_id: input.originalId }),
		type,
		event,
		time: now,
		_track_id: trackId(now, input.random),
		_flush_time: now,
	};
}
