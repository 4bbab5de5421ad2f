import { describe, expect, it } from 'vitest';
import { checkGuardian } from '../../../../src/lib/validation/registration-guardian';

describe('checkGuardian', () => {
	it('stores nothing when the activity does not ask, whatever is sent', () => {
		expect(checkGuardian(false, { under_14: 1, guardian_name: '某人', guardian_agree: 1 })).toEqual(
			{
				answer: { under14: null, guardianName: '', guardianAgreed: false },
			},
		);
	});

	it('requires an answer of 1 or 0 when asked', () => {
		expect(checkGuardian(true, {})).toEqual({ error: expect.stringContaining('是否未满14周岁') });
		expect(checkGuardian(true, { under_14: 'yes' })).toHaveProperty('error');
	});

	it('needs no guardian for a participant of 14 or over and drops one sent', () => {
		expect(checkGuardian(true, { under_14: '0', guardian_name: '某人' })).toEqual({
			answer: { under14: false, guardianName: '', guardianAgreed: false },
		});
	});

	it('requires a guardian name by the name rules and the guardian agreement under 14', () => {
		expect(checkGuardian(true, { under_14: 1 })).toEqual({ error: '请填写监护人姓名' });
		expect(checkGuardian(true, { under_14: 1, guardian_name: '<b>x</b>' })).toEqual({
			error: '监护人姓名不能包含 HTML 标签',
		});
		expect(checkGuardian(true, { under_14: 1, guardian_name: '韩梅梅' })).toEqual({
			error: expect.stringContaining('监护人同意'),
		});
		expect(
			checkGuardian(true, { under_14: true, guardian_name: ' 韩梅梅 ', guardian_agree: '1' }),
		).toEqual({ answer: { under14: true, guardianName: '韩梅梅', guardianAgreed: true } });
	});
});
