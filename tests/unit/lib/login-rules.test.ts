import { describe, expect, it } from 'vitest';
import { codeError, mobileError } from '../../../src/lib/login-rules';

describe('login field rules', () => {
	it('asks for a mobile number that is 11 digits starting with 1', () => {
		expect(mobileError('')).toBe('请输入手机号');
		expect(mobileError('2345678901')).toBe('手机号应为以 1 开头的 11 位数字');
		expect(mobileError('13800138000')).toBeNull();
	});

	it('asks for a 6-digit code', () => {
		expect(codeError(' ')).toBe('请输入验证码');
		expect(codeError('12345')).toBe('验证码应为 6 位数字');
		expect(codeError('123456')).toBeNull();
	});
});
