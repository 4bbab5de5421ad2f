import { describe, expect, it } from 'vitest';
import {
	EMPTY_FORM_VALUES,
	type PublishFormValues,
} from '../../../../src/islands/publish-form/form-values';
import {
	firstInvalidField,
	validatePublishForm,
} from '../../../../src/islands/publish-form/validate-form';
import { parseCampaignWindow } from '../../../../src/lib/validation/campaign-window';

const valid: PublishFormValues = {
	...EMPTY_FORM_VALUES,
	title: '走进科技馆',
	start_time: '2025-09-20T09:30',
	end_time: '2025-09-20T17:00',
	mode: 'offline',
	province_code: '110000',
	venue: '中国科技馆',
	organizer: '中国科协',
	audiences: [3],
};

describe('validatePublishForm', () => {
	it('accepts a complete offline activity', () => {
		expect(validatePublishForm(valid)).toEqual({});
	});

	it('names every missing required field in Chinese on an empty form', () => {
		const errors = validatePublishForm(EMPTY_FORM_VALUES);
		expect(errors.title).toBe('活动标题至少 2 个字');
		expect(errors.start_time).toBe('请填写开始时间');
		expect(errors.end_time).toBe('请填写结束时间');
		expect(errors.province_code).toBe('请选择省份');
		expect(errors.organizer).toContain('主办单位');
		expect(errors.audiences).toBe('请至少选择一项面向人群');
		expect(firstInvalidField(errors)).toBe('title');
	});

	it('asks for an end after the start', () => {
		const errors = validatePublishForm({ ...valid, end_time: '2025-09-20T08:00' });
		expect(errors).toEqual({ end_time: '结束时间应晚于开始时间' });
	});

	it('asks an online activity for its link and not for a venue', () => {
		const errors = validatePublishForm({ ...valid, mode: 'online', venue: '' });
		expect(errors).toEqual({ online_url: '线上活动请填写线上活动链接' });
	});

	it('asks for the education base when the base joint action is chosen', () => {
		const errors = validatePublishForm({ ...valid, affiliation: 'base' });
		expect(errors.education_base_id).toBe('请选择科普教育基地');
	});

	it('names the capacity rule', () => {
		expect(validatePublishForm({ ...valid, capacity: '0' }).capacity).toBe('人数上限不能小于 1');
	});

	it('gives a title of zero-width spaces the message of an empty one, as the API does', () => {
		expect(validatePublishForm({ ...valid, title: '\u200B\u200B' }).title).toBe(
			'活动标题至少 2 个字',
		);
	});

	it('keeps the dates within the campaign window it is given', () => {
		const far = validatePublishForm({
			...valid,
			start_time: '9999-09-20T09:30',
			end_time: '9999-09-20T17:00',
		});
		expect(far.start_time).toBe('开始时间应在活动期 2025-01-01 至 2027-12-31 之内');
		const september = parseCampaignWindow('2025-09-01/2025-09-15');
		if (!september) throw new Error('bad window');
		expect(validatePublishForm(valid, september)).toEqual({
			start_time: '开始时间应在活动期 2025-09-01 至 2025-09-15 之内',
			end_time: '结束时间应在活动期 2025-09-01 至 2025-09-15 之内',
		});
	});
});
