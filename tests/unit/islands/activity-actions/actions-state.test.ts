import { describe, expect, it } from 'vitest';
import {
	createActionsState,
	reduceActions,
	toggledAhead,
} from '../../../../src/islands/activity-actions/actions-state';
import type { ActivityDetail, MyRegistration } from '../../../../src/lib/api/activity-types';

const open: MyRegistration = {
	activity_id: 1,
	state: 'can_join',
	position: null,
	reason: '',
	can_cancel: false,
	registration_id: null,
	promoted: false,
	details: null,
	certificates: [],
	join_count: 9,
	capacity: 10,
	waitlist_count: 0,
};
const joined: MyRegistration = {
	...open,
	state: 'joined',
	can_cancel: true,
	registration_id: 7,
	join_count: 10,
};
const initial = createActionsState({ collectCount: 2, thumbCount: 5, registration: open });

describe('activity actions state', () => {
	it('takes the viewer state, counts and online link from the detail answer', () => {
		const detail = {
			is_collected: true,
			is_thumbed: false,
			collect_count: 3,
			thumb_count: 5,
			online_url: 'https://meeting.example/1',
			contact_phone: '010-61234567',
			registration: joined,
		} as ActivityDetail;
		const state = reduceActions(initial, { type: 'synced', detail });
		expect(state).toMatchObject({
			collected: true,
			collectCount: 3,
			registration: joined,
			onlineUrl: 'https://meeting.example/1',
			contactPhone: '010-61234567',
		});
	});

	it('drops the online link and the phone with the seat when the registration is cancelled', () => {
		const withLink = {
			...initial,
			registration: joined,
			onlineUrl: 'https://meeting.example/1',
			contactPhone: '010-61234567',
		};
		const cancelled = reduceActions(withLink, {
			type: 'registered',
			registration: { ...open, join_count: 9 },
		});
		expect(cancelled.onlineUrl).toBe('');
		expect(cancelled.contactPhone).toBe('');
		expect(cancelled.registration.state).toBe('can_join');
	});

	it('counts a toggle from the answer, whatever was foretold', () => {
		const done = reduceActions(initial, {
			type: 'toggled',
			kind: 'thumb',
			result: { active: true, count: 9 },
		});
		expect(done).toMatchObject({ thumbed: true, thumbCount: 9, collected: false, collectCount: 2 });
	});

	it('foretells a toggle on and off, one kind at a time', () => {
		const thumbed = toggledAhead(initial, 'thumb');
		expect(thumbed).toMatchObject({
			thumbed: true,
			thumbCount: 6,
			collected: false,
			collectCount: 2,
		});
		expect(toggledAhead(thumbed, 'thumb')).toMatchObject({ thumbed: false, thumbCount: 5 });
		expect(toggledAhead(initial, 'collect')).toMatchObject({ collected: true, collectCount: 3 });
	});
});
