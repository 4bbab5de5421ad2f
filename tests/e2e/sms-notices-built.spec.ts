import { expect, request, test } from '@playwright/test';
import { type AliyunStandIn, startAliyunStandIn } from '../api/helpers/sms/aliyun-standin';
import {
	EXTRA_SERVER_START_TIMEOUT_MS,
	type ExtraServer,
	freshMobile,
	startExtraServer,
} from './chrome-helpers';
import { logInApiUser, promoteThroughApi } from './notice-fixtures';

/**
 * The built server (dist/server/serve.mjs under plain Node) against the Aliyun stand-in: Node's own
 * loader hands the SDK's CommonJS default export differently from the bundler the API tests run
 * under, so only this proves that login codes and notices really go out.
 */
let aliyun: AliyunStandIn;
let server: ExtraServer;
test.beforeAll(async () => {
	test.setTimeout(EXTRA_SERVER_START_TIMEOUT_MS);
	aliyun = await startAliyunStandIn({
		accessKeyId: 'LTAI-e2e',
		accessKeySecret: 'aliyun-e2e-secret',
		templates: { SMS_200000001: ['code'], SMS_200000002: ['title'] },
	});
	server = await startExtraServer({
		PUBLISH_CUTOFF: '2099-12-31 23:59:59',
		CAPTCHA: 'off',
		LOGIN_CODE_SENDER: 'aliyun',
		SMS_ACCESS_KEY_ID: 'LTAI-e2e',
		SMS_ACCESS_KEY_SECRET: 'aliyun-e2e-secret',
		SMS_SIGN_NAME: '科普悦',
		SMS_TEMPLATE_ID: 'SMS_200000001',
		SMS_TEMPLATE_PROMOTION: 'SMS_200000002',
		SMS_ENDPOINT: aliyun.endpoint,
	});
});
test.afterAll(async () => {
	await server?.stop();
	await aliyun?.close();
});

/** The newest code the stand-in delivered to `mobile`. */
async function codeFromStandIn(mobile: string): Promise<string> {
	const latest = () => {
		const sent = aliyun.sent.filter((message) => message.phoneNumbers === mobile).at(-1);
		return (sent?.params as { code?: string } | undefined)?.code ?? '';
	};
	await expect.poll(latest, { message: `an SMS code for ${mobile}` }).not.toBe('');
	return latest();
}

test('the built server sends login codes and the promotion notice through Aliyun SendSms @desktop', async () => {
	test.setTimeout(90_000);
	const api = await request.newContext();
	const [owner, seated, waiter] = [
		await logInApiUser(api, server.origin, freshMobile(), codeFromStandIn),
		await logInApiUser(api, server.origin, freshMobile(), codeFromStandIn),
		await logInApiUser(api, server.origin, freshMobile(), codeFromStandIn),
	];
	await promoteThroughApi(owner, seated, waiter);
	// The cancellation queued the SMS job; its worker polls every 2 s.
	await expect
		.poll(
			() =>
				aliyun.sent
					.filter((message) => message.phoneNumbers === waiter.mobile)
					.map((message) => message.templateCode),
			{ timeout: 30_000 },
		)
		.toEqual(['SMS_200000001', 'SMS_200000002']);
	expect(aliyun.refused).toEqual([]);
	await api.dispose();
});
