import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DbHandle } from '../../src/server/db/client';
import { loginCodes, rateHits } from '../../src/server/db/schema';
import { createTestApi, type TestApi } from './helpers/api';
import { uniqueMobile } from './helpers/builders';
import { type AliyunStandIn, startAliyunStandIn } from './helpers/sms/aliyun-standin';
import { startTencentStandIn, type TencentStandIn } from './helpers/sms/tencent-standin';
import { createTestDb } from './helpers/test-db';

// Numbers the stand-ins treat specially (both providers).
const LIMITED = '13900000001';
const ILLEGAL = '13900000002';
const UNPAID = '13900000003';
const special = { limitedNumbers: [LIMITED], illegalNumbers: [ILLEGAL], unpaidNumbers: [UNPAID] };

let handle: DbHandle;
let aliyun: AliyunStandIn;
let tencent: TencentStandIn;
beforeAll(async () => {
	handle = await createTestDb();
	aliyun = await startAliyunStandIn({
		accessKeyId: 'LTAI-test',
		accessKeySecret: 'aliyun-secret',
		...special,
	});
	tencent = await startTencentStandIn({
		secretId: 'AKID-test',
		secretKey: 'tencent-secret',
		...special,
	});
});
afterAll(async () => {
	await aliyun.close();
	await tencent.close();
	await handle.close();
});

function aliyunApi(secret = 'aliyun-secret'): TestApi {
	return createTestApi(handle.db, {
		LOGIN_CODE_SENDER: 'aliyun',
		SMS_ACCESS_KEY_ID: 'LTAI-test',
		SMS_ACCESS_KEY_SECRET: secret,
		SMS_SIGN_NAME: '科普悦',
		SMS_TEMPLATE_ID: 'SMS_123456789',
		SMS_ENDPOINT: aliyun.endpoint,
	});
}

function tencentApi(secret = 'tencent-secret'): TestApi {
	return createTestApi(handle.db, {
		LOGIN_CODE_SENDER: 'tencent',
		SMS_ACCESS_KEY_ID: 'AKID-test',
		SMS_ACCESS_KEY_SECRET: secret,
		SMS_SDK_APP_ID: '1400006666',
		SMS_SIGN_NAME: '科普悦',
		SMS_TEMPLATE_ID: '1110',
		SMS_ENDPOINT: tencent.endpoint,
	});
}

let address = 0;
/** A fresh client address per send, so that the per-address hourly allowance never interferes. */
const nextIp = () => `10.77.${Math.floor(++address / 250)}.${address % 250}`;

async function codeRowsOf(mobile: string): Promise<number> {
	const [row] = await handle.db
		.select({ n: count() })
		.from(loginCodes)
		.where(eq(loginCodes.mobile, mobile));
	return row?.n ?? 0;
}

const providers = [
	{
		name: 'aliyun',
		api: aliyunApi,
		standIn: () => aliyun,
		lastCode: (mobile: string) => {
			const message = aliyun.sent.filter((m) => m.phoneNumbers === mobile).at(-1);
			expect(message?.signName).toBe('科普悦');
			expect(message?.templateCode).toBe('SMS_123456789');
			return (message?.params as { code: string } | undefined)?.code;
		},
		rateLimitCode: 'isv.BUSINESS_LIMIT_CONTROL',
		badSignature: 'SignatureDoesNotMatch',
	},
	{
		name: 'tencent',
		api: tencentApi,
		standIn: () => tencent,
		lastCode: (mobile: string) => {
			const message = tencent.sent.filter((m) => m.phoneNumber === `+86${mobile}`).at(-1);
			expect(message?.sdkAppId).toBe('1400006666');
			expect(message?.signName).toBe('科普悦');
			expect(message?.templateId).toBe('1110');
			return message?.params[0] as string;
		},
		rateLimitCode: 'LimitExceeded.PhoneNumberThirtySecondLimit',
		badSignature: 'AuthFailure.SignatureFailure',
	},
] as const;

describe.each(providers)('LOGIN_CODE_SENDER=$name', (provider) => {
	test('sends the code through the provider, signed, and the code logs in', async () => {
		const api = provider.api();
		const mobile = uniqueMobile();
		const ip = nextIp();
		const sent = await api.call('/account/sendCode', { mobile }, { ip });
		expect(sent.code, sent.msg).toBe(0);
		const code = provider.lastCode(mobile);
		expect(code).toMatch(/^\d{6}$/);
		const login = await api.call('/account/ajaxByCode', { mobile, code, agree: 1 }, { ip });
		expect(login.code, login.msg).toBe(0);
	});

	test('a wrong secret is refused by the stand-in and burns nothing', async () => {
		const api = provider.api('not-the-secret');
		const mobile = uniqueMobile();
		const ip = nextIp();
		const sent = await api.call('/account/sendCode', { mobile }, { ip });
		expect(provider.standIn().refused.at(-1)).toBe(provider.badSignature);
		expect(sent.status).toBe(200);
		expect(sent.code).toBe(100100006);
		expect(sent.msg).toBe('短信发送失败，请稍后再试');
		expect(await codeRowsOf(mobile)).toBe(0);
		// Not counted as sent: the right configuration may send to the number at once.
		const again = await provider.api().call('/account/sendCode', { mobile }, { ip });
		expect(again.code, again.msg).toBe(0);
	});

	test("the provider's frequency limit answers 100100004 and is not counted", async () => {
		const api = provider.api();
		const ip = nextIp();
		const sent = await api.call('/account/sendCode', { mobile: LIMITED }, { ip });
		expect(provider.standIn().refused.at(-1)).toBe(provider.rateLimitCode);
		expect(sent.status).toBe(429);
		expect(sent.code).toBe(100100004);
		expect(sent.msg).toBe('短信发送过于频繁，请稍后再试');
		expect(await codeRowsOf(LIMITED)).toBe(0);
		// Our own per-number limit was not spent by the refused send: the next try reaches the
		// provider again (and is refused by it again), instead of our 60-second refusal.
		const again = await api.call('/account/sendCode', { mobile: LIMITED }, { ip });
		expect(again.msg).toBe('短信发送过于频繁，请稍后再试');
		expect(again.data).toBeNull();
	});

	test('a number the provider refuses is a mobile-field error', async () => {
		const sent = await provider
			.api()
			.call('/account/sendCode', { mobile: ILLEGAL }, { ip: nextIp() });
		expect(sent.status).toBe(200);
		expect(sent.code).toBe(100000001);
		expect(sent.msg).toContain('手机号');
		expect(await codeRowsOf(ILLEGAL)).toBe(0);
	});

	test('any other refusal is 短信发送失败, never a 5xx', async () => {
		const api = provider.api();
		const ip = nextIp();
		// A code that works, then a failed send to the same number after the resend interval.
		const mobile = UNPAID;
		const stand = provider.standIn();
		const sent = await api.call('/account/sendCode', { mobile }, { ip });
		expect(sent.code).toBe(100100006);
		expect(sent.msg).toBe('短信发送失败，请稍后再试');
		expect(stand.refused.at(-1)).toMatch(/AMOUNT_NOT_ENOUGH|InsufficientBalance/);
		expect(await codeRowsOf(mobile)).toBe(0);
	});
});

describe('a failed send burns nothing', () => {
	test("the number's current code stays valid and the address keeps its allowance", async () => {
		const good = aliyunApi();
		const broken = aliyunApi('wrong-secret');
		const mobile = uniqueMobile();
		const ip = nextIp();
		expect((await good.call('/account/sendCode', { mobile }, { ip })).code).toBe(0);
		const code = providers[0].lastCode(mobile);
		// 61 seconds later the number may have another code; this send fails at the provider.
		const later = new Date(Date.now() + 61_000);
		broken.setNow(later);
		const failed = await broken.call('/account/sendCode', { mobile }, { ip });
		expect(failed.code).toBe(100100006);
		good.setNow(later);
		const login = await good.call('/account/ajaxByCode', { mobile, code, agree: 1 }, { ip });
		expect(login.code, login.msg).toBe(0);
		const [hits] = await handle.db
			.select({ n: count() })
			.from(rateHits)
			.where(eq(rateHits.bucket, `sendCode:mobile:${mobile}`));
		expect(hits?.n).toBe(1);
	});
});
