import { describe, expect, it } from 'vitest';
import {
	mainAction,
	mainLabel,
	seatsLine,
	statusLine,
} from '../../../../src/islands/registration/join-area-state';
import type { MyRegistration } from '../../../../src/lib/api/activity-types';

const base: MyRegistration = {
	activity_id: 1,
	state: 'can_join',
	position: null,
	reason: '',
	can_cancel: false,
	registration_id: null,
	promoted: false,
	details: null,
	certificates: [],
	join_count: 49,
	capacity: 50,
	waitlist_count: 0,
};

describe('join area', () => {
	it('offers 立即报名 while seats last and shows the seats left', () => {
		expect(mainLabel(base, null)).toBe('立即报名');
		expect(mainLabel(base, 'join')).toBe('报名中…');
		expect(mainAction(base)).toBe('join');
		expect(seatsLine(base)).toBe('剩余 1 / 50 个名额');
		expect(statusLine(base)).toBeNull();
	});

	it('turns into 加入候补 when full, with the queue in the seats line', () => {
		const full = { ...base, state: 'can_waitlist', join_count: 50, waitlist_count: 3 } as const;
		expect(mainLabel(full, null)).toBe('加入候补');
		expect(mainAction(full)).toBe('waitlist');
		expect(seatsLine(full)).toBe('名额已满（共 50 个），3 人候补');
		expect(statusLine(full)).toBe('名额已满，可加入候补（当前 3 人候补）。');
	});

	it('shows the place in the queue', () => {
		const waiting = { ...base, state: 'waitlisted', position: 2, join_count: 50 } as const;
		expect(mainLabel(waiting, null)).toBe('候补中 · 第 2 位');
		expect(mainAction(waiting)).toBeNull();
		expect(statusLine(waiting)).toMatch(/^您在候补队列第 2 位/);
	});

	it('says why it is closed, and when a joined person can no longer cancel', () => {
		const started = { ...base, state: 'closed', reason: '活动已开始，不能报名' } as const;
		expect(mainLabel(started, null)).toBe('报名已截止');
		expect(statusLine(started)).toBe('活动已开始，不能报名。');
		const noQueue = { ...base, state: 'closed', reason: '名额已满' } as const;
		expect(mainLabel(noQueue, null)).toBe('名额已满');
		const late = {
			...base,
			state: 'joined',
			can_cancel: false,
			reason: '活动已开始，不能取消报名',
		} as const;
		expect(mainLabel(late, null)).toBe('已报名');
		expect(statusLine(late)).toBe('您已报名。活动已开始，不能取消报名。');
		expect(statusLine({ ...late, can_cancel: true, reason: '', promoted: true })).toBe(
			'您已由候补递补报名成功。',
		);
	});
});
