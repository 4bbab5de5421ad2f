import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { PRIVACY_POLICY, SERVICE_TERMS } from '../../src/lib/privacy/documents';
import { createHostToken } from '../../src/server/auth/host-token';
import type { DbHandle } from '../../src/server/db/client';
import { consents, users } from '../../src/server/db/schema';
import type { TestApi } from './helpers/api';
import { uniqueMobile } from './helpers/builders';
import { openTestApi } from './helpers/open-test-api';

let handle: DbHandle;
let api: TestApi;

beforeAll(async () => {
	({ handle, api } = await openTestApi({ HOST_APP_SECRET: 'host-secret' }));
});
afterAll(async () => handle.close());

async function consentsOf(mobile: string) {
	const rows = await handle.db
		.select({
			document: consents.document,
			version: consents.version,
			source: consents.source,
			ip: consents.ip,
		})
		.from(consents)
		.innerJoin(users, eq(users.id, consents.userId))
		.where(eq(users.mobile, mobile));
	return rows.sort((a, b) => a.document.localeCompare(b.document));
}

describe('consent at login', () => {
	test('refuses a login without agreement, naming the documents and the field, and keeps the code', async () => {
		const mobile = uniqueMobile();
		await api.call('/account/sendCode', { mobile }, { ip: '10.61.0.1' });
		const code = api.lastCode(mobile);
		for (const agree of [undefined, 0, '0', 'yes']) {
			const refused = await api.call('/account/ajaxByCode', { mobile, code, agree });
			expect(refused.code).toBe(100000001);
			expect(refused.msg).toBe(
				'请阅读并同意《用户服务协议》和《个人信息保护政策》（agree 应为 1）',
			);
		}
		expect(await consentsOf(mobile)).toEqual([]);
		const login = await api.call('/account/ajaxByCode', { mobile, code, agree: 1 });
		expect(login.code, login.msg).toBe(0);
	});

	test('records the current version of both documents at each login, with the address', async () => {
		const mobile = uniqueMobile();
		await api.call('/account/sendCode', { mobile }, { ip: '10.61.0.2' });
		const login = await api.call(
			'/account/ajaxByCode',
			{ mobile, code: api.lastCode(mobile), agree: '1' },
			{ ip: '10.61.0.2', as: 'form' },
		);
		expect(login.code, login.msg).toBe(0);
		expect(await consentsOf(mobile)).toEqual([
			{
				document: PRIVACY_POLICY.document,
				version: PRIVACY_POLICY.version,
				source: 'login',
				ip: '10.61.0.2',
			},
			{
				document: SERVICE_TERMS.document,
				version: SERVICE_TERMS.version,
				source: 'login',
				ip: '10.61.0.2',
			},
		]);
	});

	test('records the host app exchange as the host app consent', async () => {
		const mobile = uniqueMobile();
		const app_token = createHostToken('host-secret', {
			uid: `host-consent-${mobile}`,
			mobile,
			exp: Math.floor(Date.now() / 1000) + 600,
		});
		const login = await api.call('/account/getUserByToken', { app_token }, { ip: '10.61.0.3' });
		expect(login.code, login.msg).toBe(0);
		expect((await consentsOf(mobile)).map((row) => [row.document, row.source])).toEqual([
			[PRIVACY_POLICY.document, 'host_app'],
			[SERVICE_TERMS.document, 'host_app'],
		]);
	});
});
