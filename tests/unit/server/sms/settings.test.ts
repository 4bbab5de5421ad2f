import { describe, expect, test } from 'vitest';
import { readServerConfig } from '../../../../src/server/config';

const aliyun = {
	LOGIN_CODE_SENDER: 'aliyun',
	SMS_ACCESS_KEY_ID: 'LTAI-id',
	SMS_ACCESS_KEY_SECRET: 'secret',
	SMS_SIGN_NAME: '科普悦',
	SMS_TEMPLATE_ID: 'SMS_1',
};

describe('SMS and captcha configuration', () => {
	test('a provider without one of its keys stops the start, naming the variable', () => {
		const { SMS_SIGN_NAME: _, ...missing } = aliyun;
		expect(() => readServerConfig(missing)).toThrow('SMS_SIGN_NAME');
		expect(() => readServerConfig({ LOGIN_CODE_SENDER: 'tencent' })).toThrow('SMS_ACCESS_KEY_ID');
		// Tencent also needs its SMS application.
		expect(() => readServerConfig({ ...aliyun, LOGIN_CODE_SENDER: 'tencent' })).toThrow(
			'SMS_SDK_APP_ID',
		);
	});

	test('the endpoint defaults to the provider and may point anywhere over http(s)', () => {
		expect(readServerConfig(aliyun).sms.aliyun?.endpoint).toEqual({
			protocol: 'https',
			host: 'dysmsapi.aliyuncs.com',
		});
		const local = readServerConfig({ ...aliyun, SMS_ENDPOINT: 'http://127.0.0.1:4751' });
		expect(local.sms.aliyun?.endpoint).toEqual({ protocol: 'http', host: '127.0.0.1:4751' });
		expect(() => readServerConfig({ ...aliyun, SMS_ENDPOINT: 'ftp://x' })).toThrow('SMS_ENDPOINT');
	});

	test('CAPTCHA is always, off or after:N, after:3 by default', () => {
		expect(readServerConfig({}).captchaAfterSends).toBe(3);
		expect(readServerConfig({ CAPTCHA: 'always' }).captchaAfterSends).toBe(0);
		expect(readServerConfig({ CAPTCHA: 'off' }).captchaAfterSends).toBeNull();
		expect(readServerConfig({ CAPTCHA: 'after:10' }).captchaAfterSends).toBe(10);
		for (const wrong of ['after:', 'after:-1', 'sometimes', '3']) {
			expect(() => readServerConfig({ CAPTCHA: wrong })).toThrow(
				'CAPTCHA 应为 always、off 或 after:N',
			);
		}
		expect(() => readServerConfig({ CAPTCHA_MAX_NUMBER: '0' })).toThrow('CAPTCHA_MAX_NUMBER');
	});

	test('notice templates are optional, one per kind, and the daily cap defaults to 5', () => {
		expect(readServerConfig(aliyun).smsNotices).toEqual({ templates: {}, perUserPerDay: 5 });
		const set = readServerConfig({
			...aliyun,
			SMS_TEMPLATE_PROMOTION: 'SMS_2',
			SMS_TEMPLATE_REMINDER: ' SMS_4 ',
			SMS_NOTICES_PER_USER_PER_DAY: '0',
		});
		expect(set.smsNotices).toEqual({
			templates: { promotion: 'SMS_2', reminder: 'SMS_4' },
			perUserPerDay: 0,
		});
		for (const bad of ['-1', '2.5', 'many']) {
			expect(() => readServerConfig({ SMS_NOTICES_PER_USER_PER_DAY: bad })).toThrow(
				'SMS_NOTICES_PER_USER_PER_DAY 应为不小于 0 的整数',
			);
		}
	});
});
