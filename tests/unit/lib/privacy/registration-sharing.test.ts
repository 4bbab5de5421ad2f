import { describe, expect, it } from 'vitest';
import { sharedLabel, sharedWithOrganiser } from '../../../../src/lib/privacy/registration-sharing';

describe('sharedWithOrganiser', () => {
	it('lists the account name and the masked login number when the activity asks for nothing', () => {
		expect(sharedWithOrganiser([], false)).toEqual(['account_name', 'login_mobile_masked']);
	});

	it('lists the asked fields in form order, and no login number when a phone is asked', () => {
		expect(sharedWithOrganiser(['organization', 'mobile', 'name'], false)).toEqual([
			'name',
			'mobile',
			'organization',
		]);
	});

	it('keeps the masked login number when the phone is not asked, and adds the age answers', () => {
		expect(sharedWithOrganiser(['name'], true)).toEqual([
			'name',
			'login_mobile_masked',
			'under_14',
			'guardian_name',
		]);
	});

	it('labels each item in Chinese, saying the login number is masked', () => {
		expect(sharedLabel('login_mobile_masked')).toContain('隐去中间四位');
		expect(sharedLabel('organization')).toBe('单位');
	});
});
