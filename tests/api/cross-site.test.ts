import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DbHandle } from '../../src/server/db/client';
import type { TestApi, TestLogin } from './helpers/api';
import { uniqueMobile } from './helpers/builders';
import { openTestApiWithUser } from './helpers/open-test-api';

let handle: DbHandle;
let api: TestApi;
let user: TestLogin;

beforeAll(async () => {
	({ handle, api, user } = await openTestApiWithUser());
});
afterAll(async () => handle.close());

const CROSS_SITE = { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' };
const OWN_PAGE = { 'sec-fetch-site': 'same-origin', origin: 'http://localhost' };
const REFUSED = { status: 403, code: 100000011, data: null };

describe('cross-site requests to /api', () => {
	test('a link from another site cannot log the cookie session out (GET loginout)', async () => {
		const cookie = user.cookie.split(';')[0] ?? '';
		for (const base of ['/api', '/api/h5'] as const) {
			const result = await api.call(
				'/account/loginout',
				{},
				{
					method: 'GET',
					cookie,
					base,
					headers: { 'sec-fetch-site': 'cross-site' },
				},
			);
			expect(result).toMatchObject(REFUSED);
			expect(result.msg).toContain('跨站');
			expect(result.headers.get('set-cookie')).toBeNull();
		}
		const still = await api.call('/user/getUserInfo', {}, { cookie, headers: OWN_PAGE });
		expect(still.code).toBe(0);
	});

	test.each([
		['a form post', { as: 'form' as const }],
		['a JSON post', {}],
		['a text/plain post', { raw: { body: 'mobile=13800000000', type: 'text/plain' } }],
	])('refuses %s from another site before reading it', async (_label, options) => {
		const result = await api.call(
			'/account/sendCode',
			{ mobile: uniqueMobile() },
			{
				...options,
				headers: CROSS_SITE,
			},
		);
		expect(result).toMatchObject(REFUSED);
	});

	test('refuses a sibling site and, from browsers without Fetch Metadata, a foreign Origin', async () => {
		const sibling = { 'sec-fetch-site': 'same-site', origin: 'http://admin.localhost' };
		expect(await api.call('/first/getBannerList', {}, { headers: sibling })).toMatchObject(REFUSED);
		const oldBrowser = { origin: 'https://evil.example' };
		const form = await api.call('/first/getBannerList', {}, { as: 'form', headers: oldBrowser });
		expect(form).toMatchObject(REFUSED);
	});

	test("answers the portal's own pages, typed addresses and other clients as before", async () => {
		const own = await api.call('/first/getBannerList', {}, { as: 'form', headers: OWN_PAGE });
		expect(own).toMatchObject({ status: 200, code: 0 });
		const typed = await api.call(
			'/first/getBannerList',
			{},
			{
				method: 'GET',
				headers: { 'sec-fetch-site': 'none' },
			},
		);
		expect(typed).toMatchObject({ status: 200, code: 0 });
		const script = await api.call('/first/getBannerList', {});
		expect(script).toMatchObject({ status: 200, code: 0 });
		const sameOrigin = await api.call('/user/getUserInfo', {}, { auth: user, headers: OWN_PAGE });
		expect(sameOrigin.code).toBe(0);
	});

	test('takes a multipart upload from its own page and refuses one from another site', async () => {
		const png = await sharp({
			create: { width: 64, height: 48, channels: 3, background: '#3fa7ff' },
		})
			.png()
			.toBuffer();
		const form = () => {
			const body = new FormData();
			body.set('file', new File([new Uint8Array(png)], 'cover.png'));
			return body;
		};
		const own = await api.call(
			'/upload/uploadFile',
			{},
			{
				auth: user,
				raw: { body: form(), type: '' },
				headers: OWN_PAGE,
			},
		);
		expect(own).toMatchObject({ status: 200, code: 0 });
		const foreign = await api.call(
			'/upload/uploadFile',
			{},
			{
				auth: user,
				raw: { body: form(), type: '' },
				headers: CROSS_SITE,
			},
		);
		expect(foreign).toMatchObject(REFUSED);
	});
});
