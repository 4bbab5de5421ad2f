import { createHash } from 'node:crypto';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { type APIRequestContext, expect, request, test } from '@playwright/test';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import sharp from 'sharp';
import { s3Env, startS3Server } from '../api/helpers/s3-server';
import { startWeChatStandIn, type WeChatStandIn } from '../api/helpers/wechat/wechat-standin';
import {
	EXTRA_SERVER_START_TIMEOUT_MS,
	type ExtraServer,
	freshMobile,
	readLoginCode,
	startExtraServer,
} from './chrome-helpers';
import { type ApiUser, logInApiUser } from './notice-fixtures';

/**
 * The built server (dist/server/serve.mjs under plain Node, as `npm start` runs it) against an S3
 * server that runs here for real, the WeChat API stand-in and its own ALTCHA captcha. Under Node's
 * loader a package's CommonJS or ESM exports can arrive in another shape than under the bundler the
 * API tests run in; these are the integrations' only tests that load them as production does.
 */
const BUCKET = 'kpy-built';
const PREFIX = 'portal/e2e';
const APP_ID = 'wx0e2e0000built0';
const APP_SECRET = 'built-server-secret';

let s3: Awaited<ReturnType<typeof startS3Server>>;
let wechat: WeChatStandIn;
let server: ExtraServer;
let api: APIRequestContext;

test.beforeAll(async () => {
	test.setTimeout(EXTRA_SERVER_START_TIMEOUT_MS);
	[s3, wechat] = await Promise.all([
		startS3Server(BUCKET),
		startWeChatStandIn({ apps: { [APP_ID]: APP_SECRET }, ports: [4551, 4559] }),
	]);
	server = await startExtraServer({
		...s3Env(s3.port, BUCKET, PREFIX),
		WECHAT_APP_ID: APP_ID,
		WECHAT_APP_SECRET: APP_SECRET,
		WECHAT_API_BASE: wechat.endpoint,
		CAPTCHA: 'always',
	});
	api = await request.newContext();
});
test.afterAll(async () => {
	await api?.dispose();
	await server?.stop();
	await Promise.all([s3?.stop(), wechat?.close()]);
});

const logIn = (): Promise<ApiUser> =>
	logInApiUser(api, server.origin, freshMobile(), (mobile) =>
		readLoginCode(mobile, server.codesFile),
	);

test.describe('provider integrations through the built server @desktop', () => {
	test('an uploaded cover is an object in the S3 bucket and is served back from it', async () => {
		const user = await logIn();
		const png = await sharp({
			create: { width: 640, height: 360, channels: 3, background: '#2a9d8f' },
		})
			.png()
			.toBuffer();
		const answer = await api.post(`${server.origin}/api/upload/uploadFile`, {
			// A form post: Astro's origin check wants the page's own Origin, as a browser sends it.
			headers: { ...user.headers, origin: server.origin },
			multipart: { file: { name: 'cover.png', mimeType: 'image/png', buffer: png }, kind: 'cover' },
		});
		const uploaded = (await answer.json()) as { msg: string; data: { url: string; size: number } };
		expect(uploaded.msg).toBe('');
		const name = uploaded.data.url.replace('/uploads/', '');

		const client = new S3Client({
			endpoint: `http://127.0.0.1:${s3.port}`,
			region: 'us-east-1',
			forcePathStyle: true,
			credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
		});
		const object = await client.send(
			new GetObjectCommand({ Bucket: BUCKET, Key: `${PREFIX}/${name}` }),
		);
		const stored = Buffer.from((await object.Body?.transformToByteArray()) ?? []);
		client.destroy();
		expect(stored.byteLength).toBe(uploaded.data.size);

		const served = await api.get(`${server.origin}${uploaded.data.url}`);
		expect(served.status()).toBe(200);
		expect(served.headers()['x-content-type-options']).toBe('nosniff');
		expect(Buffer.compare(await served.body(), stored)).toBe(0);
	});

	test('a page opened in WeChat gets the JS-SDK, and jsConfig signs with the ticket from the WeChat API', async () => {
		const page = await api.get(`${server.origin}/home-list`, {
			headers: { 'user-agent': 'Mozilla/5.0 (Linux; Android 14) MicroMessenger/8.0.50' },
		});
		expect(page.headers()['content-security-policy']).toContain('https://res.wx.qq.com');
		expect(await page.text()).toContain('data-wechat');

		const url = `${server.origin}/home-list?from=timeline`;
		const answer = await api.get(`${server.origin}/api/wechat/jsConfig`, {
			params: { url: `${url}#share` },
		});
		const config = (await answer.json()) as {
			msg: string;
			data: { appId: string; timestamp: number; nonceStr: string; signature: string };
		};
		expect(config.msg).toBe('');
		expect(config.data.appId).toBe(APP_ID);
		expect(wechat.calls).toEqual({ token: 1, ticket: 1 });
		const ticket = wechat.ticketOf(APP_ID);
		const { nonceStr, timestamp, signature } = config.data;
		const expected = createHash('sha1')
			.update(`jsapi_ticket=${ticket}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${url}`)
			.digest('hex');
		expect(signature).toBe(expected);
	});

	test('sendCode asks for the ALTCHA captcha, refuses a wrong or replayed solution and takes a solved one', async () => {
		const sendCode = async (data: Record<string, string>) =>
			(await (await api.post(`${server.origin}/api/account/sendCode`, { data })).json()) as {
				code: number;
				data: { captcha?: Parameters<typeof solveChallenge>[0]['challenge'] } | null;
			};
		const mobile = freshMobile();
		const asked = await sendCode({ mobile });
		expect(asked.code).toBe(100100007);
		const challenge = asked.data?.captcha;
		if (!challenge) throw new Error('sendCode asked for the captcha without a challenge');
		const solution = await solveChallenge({ challenge, deriveKey });
		if (!solution) throw new Error('the challenge had no solution within its maximum');
		const encode = (answer: typeof solution) =>
			Buffer.from(
				JSON.stringify({
					challenge: { parameters: challenge.parameters, signature: challenge.signature },
					solution: answer,
				}),
			).toString('base64');
		const forged = { ...solution, derivedKey: '0'.repeat(solution.derivedKey.length) };

		expect((await sendCode({ mobile, captcha: encode(forged) })).code).toBe(100100008);
		expect((await sendCode({ mobile, captcha: encode(solution) })).code).toBe(0);
		expect(await readLoginCode(mobile, server.codesFile)).toMatch(/^\d{6}$/);
		const replayed = await sendCode({ mobile: freshMobile(), captcha: encode(solution) });
		expect(replayed.code).toBe(100100008);
	});
});
