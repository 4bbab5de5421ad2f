import { describe, expect, it } from 'vitest';
import {
	EMPTY_FORM_VALUES,
	fromActivityDetail,
	type PublishFormValues,
	toActivityInput,
	toBusinessTime,
	toLocalInput,
} from '../../../../src/islands/publish-form/form-values';
import type { ActivityDetail } from '../../../../src/lib/api/activity-types';

const filled: PublishFormValues = {
	...EMPTY_FORM_VALUES,
	title: '走进科技馆',
	start_time: '2025-09-20T09:30',
	end_time: '2025-09-20T17:00',
	mode: 'online',
	venue: '科技馆一层',
	online_url: 'https://live.example.cn/1',
	affiliation: '3',
	education_base_id: '9',
	capacity: '200',
};

describe('publish form values', () => {
	it('turns a datetime-local value into business time with seconds', () => {
		expect(toBusinessTime('2025-09-20T09:30')).toBe('2025-09-20 09:30:00');
		expect(toBusinessTime('')).toBe('');
	});

	it('turns business time back into a datetime-local value', () => {
		expect(toLocalInput('2025-09-20 09:30:00')).toBe('2025-09-20T09:30');
		expect(toLocalInput('nonsense')).toBe('');
	});

	it('drops the venue of an online activity and sends its joint action as lh_type', () => {
		const input = toActivityInput(filled);
		expect(input.venue).toBe('');
		expect(input.online_url).toBe('https://live.example.cn/1');
		expect(input.lh_type).toBe('3');
		expect(input.education_base_id).toBeUndefined();
	});

	it('sends the education base instead of an lh_type when the base action is chosen', () => {
		const input = toActivityInput({ ...filled, affiliation: 'base' });
		expect(input.lh_type).toBeUndefined();
		expect(input.education_base_id).toBe('9');
	});

	it('fills the form from an activity detail for editing', () => {
		const detail = {
			title: 'T',
			cover: '/uploads/a.jpg',
			cover_focus: '30% 60%',
			summary: 's',
			content: '<p>c</p>',
			start_time: '2025-09-20 09:30:00',
			end_time: '2025-09-21 10:00:00',
			mode: 'hybrid',
			province_code: '110000',
			city_code: '110100',
			district_code: '110105',
			venue: 'v',
			address: 'a',
			online_url: 'https://x.cn',
			organizer: 'o',
			contact_name: 'n',
			contact_phone: '010-1234567',
			audiences: [1, 3],
			lh_type: null,
			education_base_id: 4,
			capacity: null,
			registration_fields: ['name', 'organization'],
			waitlist_enabled: false,
			late_changes: true,
		} as unknown as ActivityDetail;
		const values = fromActivityDetail(detail);
		expect(values).toMatchObject({
			ask_name: true,
			ask_mobile: false,
			ask_organization: true,
			waitlist_enabled: false,
			late_changes: true,
		});
		expect(toActivityInput(values)).toMatchObject({
			registration_fields: ['name', 'organization'],
			waitlist_enabled: false,
			late_changes: true,
		});
		expect(values.start_time).toBe('2025-09-20T09:30');
		expect(values.affiliation).toBe('base');
		expect(values.education_base_id).toBe('4');
		expect(values.capacity).toBe('');
		expect(values.audiences).toEqual([1, 3]);
		expect(values.cover_focus).toBe('30% 60%');
		expect(fromActivityDetail({ ...detail, cover_focus: null }).cover_focus).toBe('');
	});

	it('sends the cover focus with a cover and drops it without one', () => {
		const withCover = { ...filled, cover: '/uploads/a.jpg', cover_focus: '10% 90%' };
		expect(toActivityInput(withCover).cover_focus).toBe('10% 90%');
		expect(toActivityInput({ ...withCover, cover: '' }).cover_focus).toBeNull();
	});
});
