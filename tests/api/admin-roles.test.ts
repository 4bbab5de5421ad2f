import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DbHandle } from '../../src/server/db/client';
import { loginAdmin } from './helpers/admin';
import { createTestApi, type TestApi, type TestLogin } from './helpers/api';
import { uniqueMobile } from './helpers/builders';
import { createTestDb } from './helpers/test-db';

const OUT_OF_REGION = 100000403;
const BAD_INPUT = 100000001;

let handle: DbHandle;
let api: TestApi;
let national: TestLogin & { mobile: string };
let beijingAdmin: TestLogin & { mobile: string };
let guangzhouAdmin: TestLogin & { mobile: string };

/** Someone who has signed in once, with no admin role. */
async function person(): Promise<{ mobile: string; login: TestLogin }> {
	const mobile = uniqueMobile();
	return { mobile, login: await api.login(mobile) };
}

const grant = (auth: TestLogin, mobile: string, role: string, region_code = '') =>
	api.call('/admin/grantRole', { mobile, role, region_code }, { auth });

beforeAll(async () => {
	handle = await createTestDb();
	api = createTestApi(handle.db);
	national = await loginAdmin(api, handle.db);
	beijingAdmin = await loginAdmin(api, handle.db, 'province_admin', '110000');
	guangzhouAdmin = await loginAdmin(api, handle.db, 'city_admin', '440100');
});
afterAll(async () => handle.close());

describe('who may grant what', () => {
	test('a national admin grants a province admin, who then reviews their province', async () => {
		const someone = await person();
		expect((await grant(national, someone.mobile, 'province_admin', '440000')).code).toBe(0);
		const scope = await api.call('/admin/getScope', {}, { auth: someone.login });
		expect(scope.data).toEqual({
			role: 'province_admin',
			role_name: '省级管理员',
			region_code: '440000',
			region_name: '广东省',
		});
	});

	test('a province admin grants city admins of their own province only', async () => {
		const someone = await person();
		expect((await grant(beijingAdmin, someone.mobile, 'city_admin', '440100')).code).toBe(
			OUT_OF_REGION,
		);
		expect((await grant(beijingAdmin, someone.mobile, 'province_admin', '110000')).code).toBe(
			OUT_OF_REGION,
		);
		expect((await grant(beijingAdmin, someone.mobile, 'national_admin')).code).toBe(OUT_OF_REGION);
		expect((await grant(beijingAdmin, someone.mobile, 'city_admin', '110100')).code).toBe(0);
	});

	test('a city admin grants nothing, and a user without a role is not an admin at all', async () => {
		const someone = await person();
		expect((await grant(guangzhouAdmin, someone.mobile, 'city_admin', '440100')).code).toBe(
			OUT_OF_REGION,
		);
		const other = await person();
		expect((await grant(other.login, someone.mobile, 'city_admin', '440100')).code).toBe(100000003);
	});

	test('the region must fit the role, and the person must have signed in once', async () => {
		const someone = await person();
		const cases = [
			['national_admin', '110000', '全国管理员不设管辖地区'],
			['province_admin', '110100', '应为省份代码'],
			['city_admin', '440000', '应为城市代码'],
			['city_admin', '449900', '应为城市代码'],
		] as const;
		for (const [role, region, message] of cases) {
			const answer = await grant(national, someone.mobile, role, region);
			expect(answer.code).toBe(BAD_INPUT);
			expect(answer.msg).toContain(message);
		}
		const stranger = await grant(national, '13912345670', 'city_admin', '440100');
		expect(stranger.code).toBe(100000002);
		expect(stranger.msg).toContain('尚未登录过本站');
		expect((await grant(national, someone.mobile, 'boss', '')).code).toBe(BAD_INPUT);
	});

	test('nobody changes their own role', async () => {
		expect((await grant(national, national.mobile, 'city_admin', '440100')).code).toBe(BAD_INPUT);
		const self = await api.call('/admin/revokeRole', { user_id: national.uid }, { auth: national });
		expect(self.code).toBe(BAD_INPUT);
	});
});

describe('withdrawing a role', () => {
	test('follows the rule that granted it and takes effect at the next call', async () => {
		const someone = await person();
		await grant(beijingAdmin, someone.mobile, 'city_admin', '110100');
		expect((await api.call('/admin/getReviewList', {}, { auth: someone.login })).code).toBe(0);
		const elsewhere = await api.call(
			'/admin/revokeRole',
			{ user_id: guangzhouAdmin.uid },
			{ auth: beijingAdmin },
		);
		expect(elsewhere.code).toBe(OUT_OF_REGION);
		const revoked = await api.call(
			'/admin/revokeRole',
			{ mobile: someone.mobile },
			{ auth: beijingAdmin },
		);
		expect(revoked.code).toBe(0);
		expect((await api.call('/admin/getReviewList', {}, { auth: someone.login })).code).toBe(
			100000003,
		);
		const again = await api.call(
			'/admin/revokeRole',
			{ mobile: someone.mobile },
			{ auth: national },
		);
		expect(again.code).toBe(BAD_INPUT);
	});

	test('a province admin cannot replace a role they could not withdraw', async () => {
		const guangdong = await person();
		await grant(national, guangdong.mobile, 'province_admin', '440000');
		const replaced = await grant(beijingAdmin, guangdong.mobile, 'city_admin', '110100');
		expect(replaced.code).toBe(OUT_OF_REGION);
	});

	test('grants and withdrawals are in the audit log, in their region', async () => {
		const someone = await person();
		await grant(beijingAdmin, someone.mobile, 'city_admin', '110100');
		await api.call('/admin/revokeRole', { mobile: someone.mobile }, { auth: beijingAdmin });
		const log = await api.call('/admin/getAuditList', { pageSize: 100 }, { auth: beijingAdmin });
		const mine = log.data.items.filter(
			(row: { target_type: string; target_id: string }) =>
				row.target_type === 'user' && row.target_id === String(someone.login.uid),
		);
		expect(mine.map((row: { action: string; detail: string }) => [row.action, row.detail])).toEqual(
			[
				['role.revoke', '撤销 市级管理员 · 北京市'],
				['role.grant', '授予 市级管理员 · 北京市'],
			],
		);
		expect(mine[0].actor_role).toBe('省级管理员');
	});
});

describe('/admin/users', () => {
	test("lists the admins of the viewer's region, and finds people by number or name", async () => {
		const listed = await api.call('/admin/getUsers', {}, { auth: beijingAdmin });
		const regions = listed.data.map((row: { region_code: string }) => row.region_code);
		expect(regions.length).toBeGreaterThan(0);
		expect(regions.every((code: string) => code.startsWith('11'))).toBe(true);
		const someone = await person();
		const found = await api.call(
			'/admin/getUsers',
			{ keyword: someone.mobile },
			{ auth: beijingAdmin },
		);
		expect(found.data).toEqual([
			expect.objectContaining({ id: someone.login.uid, role: null, can_revoke: false }),
		]);
		expect(found.data[0].mobile).toMatch(/^\d{3}\*{4}\d{4}$/);
		const byName = await api.call('/admin/getUsers', { keyword: '用户' }, { auth: national });
		expect(byName.data.length).toBeGreaterThan(0);
		const all = await api.call('/admin/getUsers', {}, { auth: national });
		const guangzhou = all.data.find((row: { id: number }) => row.id === guangzhouAdmin.uid);
		expect(guangzhou).toMatchObject({
			role: 'city_admin',
			region_name: '广州市',
			can_revoke: true,
		});
	});
});
