import { describe, expect, it } from 'vitest';
import { OWNER_ACTIONS } from '../../../../src/islands/user-center/activity-status';
import {
	readTab,
	tabAfterKey,
	USER_CENTER_TABS,
} from '../../../../src/islands/user-center/user-center-tabs';

const stats = {
	publish_count: 3,
	join_count: 2,
	collect_count: 1,
	unread_count: 4,
	messages: [],
};

describe('user centre tabs', () => {
	it('opens the tab named in the query and falls back to my published activities', () => {
		expect(readTab('?tab=messages')).toBe('messages');
		expect(readTab('?tab=organisations')).toBe('organisations');
		expect(readTab('?tab=evil')).toBe('publish');
		expect(readTab('')).toBe('publish');
	});

	it('moves between tabs with the arrow keys, wrapping at the ends', () => {
		expect(tabAfterKey('publish', 'ArrowRight')).toBe('join');
		expect(tabAfterKey('publish', 'ArrowLeft')).toBe('organisations');
		expect(tabAfterKey('messages', 'ArrowRight')).toBe('organisations');
		expect(tabAfterKey('organisations', 'ArrowRight')).toBe('publish');
		expect(tabAfterKey('join', 'End')).toBe('organisations');
		expect(tabAfterKey('join', 'Enter')).toBeNull();
	});

	it('shows the unread count on the messages tab', () => {
		const counts = USER_CENTER_TABS.map((tab) => tab.count(stats));
		expect(counts).toEqual([3, 2, 1, 4, 0]);
	});

	it('lets an owner neither edit nor cancel a cancelled activity', () => {
		expect(OWNER_ACTIONS.cancelled).toEqual({
			edit: false,
			cancel: false,
			materials: false,
			participants: true,
		});
		expect(OWNER_ACTIONS.approved.materials).toBe(true);
	});
});
