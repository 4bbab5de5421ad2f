import { describe, expect, test } from 'vitest';
import { refusedCaptcha } from '../../../../../src/islands/shared/captcha/refused-captcha';
import { ApiError } from '../../../../../src/lib/api/errors';

const challenge = { parameters: { algorithm: 'SHA-256' }, signature: 'ab' };

describe('refusedCaptcha', () => {
	test('reads the challenge of 100100007 and, for 100100008, the message too', () => {
		const asked = new ApiError('business', '请先完成人机验证', {
			code: 100100007,
			data: { captcha: challenge },
		});
		expect(refusedCaptcha(asked)).toEqual({ challenge, message: null });
		const refused = new ApiError('business', '人机验证已使用过，请重新验证', {
			code: 100100008,
			data: { captcha: challenge },
		});
		expect(refusedCaptcha(refused)).toEqual({ challenge, message: '人机验证已使用过，请重新验证' });
	});

	test('any other refusal, or one without a challenge, is not a captcha refusal', () => {
		expect(
			refusedCaptcha(
				new ApiError('business', 'x', { code: 100100004, data: { captcha: challenge } }),
			),
		).toBeNull();
		expect(
			refusedCaptcha(new ApiError('business', 'x', { code: 100100007, data: null })),
		).toBeNull();
		expect(refusedCaptcha(new Error('x'))).toBeNull();
	});
});
