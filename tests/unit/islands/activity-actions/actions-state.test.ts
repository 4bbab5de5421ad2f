import { describe, expect, it } from 'vitest';
import {
	createActionsState,
	isFull,
	joinLabel,
	reduceActions,
	seatsText,
} from '../../../../src/islands/activity-actions/actions-state';
import type { ActivityDetail } from '../../../../src/lib/api/activity-types';

const initial = createActionsState({ joinCount: 9, collectCount: 2, thumbCount: 5, capacity: 10 });

describe('activity actions state', () => {
	it('takes the viewer state, counts and online link from the detail answer', () => {
		const detail = {
			is_joined: true,
			is_collected: true,
			is_thumbed: false,
			join_count: 10,
			collect_count: 3,
			thumb_count: 5,
			capacity: 10,
			online_url: 'https://meeting.example/1',
		} as ActivityDetail;
		const state = reduceActions(initial, { type: 'synced', detail });
		expect(state).toMatchObject({
			joined: true,
			collected: true,
			joinCount: 10,
			onlineUrl: 'https://meeting.example/1',
		});
		expect(joinLabel(state, true)).toBe('已报名');
	});

	it('shows the server counts after a join and after toggling collect and thumb', () => {
		let state = reduceActions(initial, { type: 'started', kind: 'join' });
		expect(joinLabel(state, true)).toBe('报名中…');
		state = reduceActions(state, {
			type: 'joined',
			result: { joined: true, join_count: 10, capacity: 10 },
		});
		state = reduceActions(state, {
			type: 'toggled',
			kind: 'collect',
			result: { active: true, count: 3 },
		});
		state = reduceActions(state, {
			type: 'toggled',
			kind: 'thumb',
			result: { active: false, count: 4 },
		});
		expect(state).toMatchObject({
			joined: true,
			joinCount: 10,
			collected: true,
			collectCount: 3,
			thumbed: false,
			thumbCount: 4,
			pending: null,
		});
	});

	it('calls a full activity full only for those who have not joined it', () => {
		const full = { ...initial, joinCount: 10 };
		expect(isFull(full)).toBe(true);
		expect(joinLabel(full, true)).toBe('名额已满');
		expect(isFull({ ...full, joined: true })).toBe(false);
		expect(isFull({ ...full, capacity: null })).toBe(false);
	});

	it('closes joining once the activity has ended', () => {
		expect(joinLabel(initial, false)).toBe('报名已截止');
	});

	it('takes the seats line from the join answer, like the join count', () => {
		const open = createActionsState({ joinCount: 0, collectCount: 0, thumbCount: 0, capacity: 50 });
		expect(seatsText(open)).toBe('剩余 50 / 50 个名额');
		const joined = reduceActions(open, {
			type: 'joined',
			result: { joined: true, join_count: 1, capacity: 50 },
		});
		expect(seatsText(joined)).toBe('剩余 49 / 50 个名额');
	});
});
