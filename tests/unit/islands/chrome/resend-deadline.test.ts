import { describe, expect, test } from 'vitest';
import { refusedResendIn, resendLabel } from '../../../../src/islands/chrome/resend-deadline';
import { ApiError } from '../../../../src/lib/api/errors';

describe('refusedResendIn', () => {
	test('reads the wait from a 429 body and from the data of a captcha ask', () => {
		const tooOften = new ApiError('http', '该号段获取验证码过于频繁，请 12 分钟后再试', {
			code: 100100004,
			status: 429,
			data: { code: 100100004, msg: '…', data: { resend_in: 700 } },
		});
		expect(refusedResendIn(tooOften)).toBe(700);
		const networkAsk = new ApiError(
			'business',
			'当前网络获取验证码过于频繁，请完成验证或 58 分钟后再试',
			{
				code: 100100007,
				status: 200,
				data: { captcha: { signature: 'ab' }, resend_in: 3480 },
			},
		);
		expect(refusedResendIn(networkAsk)).toBe(3480);
	});

	test('answers null without a wait', () => {
		const plainAsk = new ApiError('business', '请先完成人机验证', {
			code: 100100007,
			data: { captcha: { signature: 'ab' } },
		});
		expect(refusedResendIn(plainAsk)).toBeNull();
		expect(refusedResendIn(new Error('x'))).toBeNull();
	});
});

describe('resendLabel', () => {
	test('counts seconds for the last two minutes, then minutes, then hours', () => {
		expect(resendLabel(58)).toBe('58 秒后重新获取');
		expect(resendLabel(119)).toBe('119 秒后重新获取');
		expect(resendLabel(3480)).toBe('58 分钟后重试');
		expect(resendLabel(3600)).toBe('60 分钟后重试');
		expect(resendLabel(23 * 3600 + 1)).toBe('24 小时后重试');
	});
});
