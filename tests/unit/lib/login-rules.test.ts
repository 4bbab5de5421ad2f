import { describe, expect, it } from 'vitest';
import { codeError, mobileError, safeRedirect } from '../../../src/lib/login-rules';

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

describe('safeRedirect', () => {
	it('keeps a path on this site with its query', () => {
		expect(safeRedirect('/user-center?tab=2', '/home-list')).toBe('/user-center?tab=2');
	});

	it('falls back for missing, absolute and protocol-relative targets', () => {
		expect(safeRedirect(null, '/home-list')).toBe('/home-list');
		expect(safeRedirect('https://evil.example/', '/home-list')).toBe('/home-list');
		expect(safeRedirect('//evil.example/', '/home-list')).toBe('/home-list');
		expect(safeRedirect('/\\evil.example', '/home-list')).toBe('/home-list');
	});

	it('does not send a logged-in visitor back to the login page', () => {
		expect(safeRedirect('/login?redirect=%2Fx', '/home-list')).toBe('/home-list');
		expect(safeRedirect('/login', '/home-list')).toBe('/home-list');
	});
});
