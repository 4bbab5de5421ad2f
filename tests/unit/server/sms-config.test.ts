import { describe, expect, test } from 'vitest';
import { readServerConfig } from '../../../src/server/config';

const aliyun = {
	LOGIN_CODE_SENDER: 'aliyun',
	ALIYUN_SMS_ACCESS_KEY_ID: 'LTAI-id',
	ALIYUN_SMS_ACCESS_KEY_SECRET: 'secret',
	ALIYUN_SMS_SIGN_NAME: '科普悦',
	ALIYUN_SMS_TEMPLATE_CODE: 'SMS_1',
};

describe('SMS and captcha configuration', () => {
	test('a provider without one of its keys stops the start, naming the variable', () => {
		const { ALIYUN_SMS_SIGN_NAME: _, ...missing } = aliyun;
		expect(() => readServerConfig(missing)).toThrow('ALIYUN_SMS_SIGN_NAME');
		expect(() => readServerConfig({ LOGIN_CODE_SENDER: 'tencent' })).toThrow(
			'TENCENT_SMS_SECRET_ID',
		);
	});

	test('the endpoint defaults to the provider and may point anywhere over http(s)', () => {
		expect(readServerConfig(aliyun).sms.aliyun?.endpoint).toEqual({
			protocol: 'https',
			host: 'dysmsapi.aliyuncs.com',
		});
		const local = readServerConfig({ ...aliyun, ALIYUN_SMS_ENDPOINT: 'http://127.0.0.1:4751' });
		expect(local.sms.aliyun?.endpoint).toEqual({ protocol: 'http', host: '127.0.0.1:4751' });
		expect(() => readServerConfig({ ...aliyun, ALIYUN_SMS_ENDPOINT: 'ftp://x' })).toThrow(
			'ALIYUN_SMS_ENDPOINT',
		);
	});

	test('the captcha asks from the first send by default; CAPTCHA_AFTER_SENDS must be a count', () => {
		expect(readServerConfig({}).captchaAfterSends).toBe(0);
		expect(readServerConfig({ CAPTCHA_AFTER_SENDS: '3' }).captchaAfterSends).toBe(3);
		expect(() => readServerConfig({ CAPTCHA_AFTER_SENDS: '-1' })).toThrow('CAPTCHA_AFTER_SENDS');
		expect(() => readServerConfig({ CAPTCHA_MAX_NUMBER: '0' })).toThrow('CAPTCHA_MAX_NUMBER');
	});
});
