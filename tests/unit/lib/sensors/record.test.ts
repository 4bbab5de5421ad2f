import { describe, expect, it } from 'vitest';
import { logIn, parseState } from '../../../../src/lib/sensors/identity';
import { buildRecord, type PageContext } from '../../../../src/lib/sensors/record';
import capture from './sdk-capture.json';

const pageOf = (properties: Record<string, unknown>): PageContext => ({
	url: String(properties.$url),
	title: String(properties.$title),
	screen: { width: Number(properties.$screen_width), height: Number(properties.$screen_height) },
	viewport: {
		width: Number(properties.$viewport_width),
		height: Number(properties.$viewport_height),
	},
	timezoneOffset: Number(properties.$timezone_offset),
	isFirstDay: true,
});
const pageProperties = { platform: '2025年全国科普月', plat_type: 'PCWeb' };
const random = () => 0.123456789;

function visitorBeforeLogin() {
	const state = parseState(capture.loggedOutCookie, () => 'unused');
	if (!state) throw new Error('the captured cookie did not parse');
	return state;
}

/** The record without what differs from send to send (the random part of _track_id, the clock). */
function stable(record: Record<string, unknown>) {
	const { _track_id, _flush_time, ...rest } = record;
	return rest;
}

describe('a Sensors record', () => {
	it("is the record sa-sdk-javascript built for the same page view, field for field and in the SDK's order", () => {
		const expected = capture.pageView.record;
		const record = buildRecord({
			state: visitorBeforeLogin(),
			type: 'track',
			event: 'KpyPageView',
			properties: { member_id: '', is_first_time: true, page_type: '/home-list' },
			pageProperties,
			page: pageOf(expected.properties),
			now: expected.time,
			random,
		});
		expect(stable(record)).toEqual(stable(expected));
		expect(JSON.stringify(stable(record))).toBe(JSON.stringify(stable(expected)));
		expect(Object.keys(record)).toEqual(Object.keys(expected));
	});

	it('is the $SignUp record the SDK sent on login, with login_id, anonymous_id and original_id', () => {
		const expected = capture.signUp.record;
		const step = logIn(visitorBeforeLogin(), expected.login_id);
		if (!step) throw new Error('login sent nothing');
		const record = buildRecord({
			state: step.signup,
			type: 'track_signup',
			event: '$SignUp',
			properties: {},
			pageProperties,
			page: pageOf(expected.properties),
			now: expected.time,
			random,
			originalId: step.originalId,
		});
		expect(JSON.stringify(stable(record))).toBe(JSON.stringify(stable(expected)));
		expect(record.properties).not.toHaveProperty('$is_first_day');
	});

	it('carries a nine-digit _track_id ending in the clock and a _flush_time', () => {
		const record = buildRecord({
			state: visitorBeforeLogin(),
			type: 'track',
			event: 'KpyPageFinish',
			properties: {},
			pageProperties: {},
			page: { ...pageOf(capture.pageView.record.properties), isFirstDay: false },
			now: 1_795_502_360_477,
			random,
		});
		expect(record._track_id).toBe(123_120_477);
		expect(record._flush_time).toBe(1_795_502_360_477);
		expect(record.time).toBe(1_795_502_360_477);
		expect(record.properties).toMatchObject({ $is_first_day: false });
	});

	it('lets the event name its own $url and $title, as a $WebClick does', () => {
		const record = buildRecord({
			state: visitorBeforeLogin(),
			type: 'track',
			event: '$WebClick',
			properties: { $url: 'http://x/a', $title: 'A' },
			pageProperties: {},
			page: pageOf(capture.pageView.record.properties),
			now: 1,
			random,
		});
		expect(record.properties).toMatchObject({ $url: 'http://x/a', $title: 'A' });
	});
});
