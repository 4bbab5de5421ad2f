import { describe, expect, it } from 'vitest';
import { codeError, MOBILE_RULE, mobileError } from '../../../src/lib/login-rules';
import { sendCodeSchema } from '../../../src/lib/validation/common';

describe('login field rules', () => {
	it('asks for a mobile number that is 11 digits starting with 1', () => {
		expect(mobileError('')).toBe('请输入手机号');
		expect(mobileError('2345678901')).toBe(MOBILE_RULE);
		expect(mobileError('13800138000')).toBeNull();
	});

	it('refuses a number whose second digit is not 3 to 9, as the server does', () => {
		expect(mobileError('12345678901')).toBe(MOBILE_RULE);
		expect(mobileError('11800138000')).toBe(MOBILE_RULE);
		expect(sendCodeSchema.safeParse({ mobile: '12345678901' }).success).toBe(false);
		expect(mobileError('19912345678')).toBeNull();
	});

	it('asks for a 6-digit code', () => {
		expect(codeError(' ')).toBe('请输入验证码');
		expect(codeError('12345')).toBe('验证码应为 6 位数字');
		expect(codeError('123456')).toBeNull();
	});
});
