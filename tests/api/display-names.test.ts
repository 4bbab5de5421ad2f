import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createHostToken } from '../../src/server/auth/host-token';
import type { DbHandle } from '../../src/server/db/client';
import { createTestApi, type TestApi } from './helpers/api';
import { activityBody, uniqueMobile } from './helpers/builders';
import { createTestDb } from './helpers/test-db';

/** Display names: chosen once, shown to organisers, and pre-filling registrations. */
type Auth = Awaited<ReturnType<TestApi['login']>>;
let handle: DbHandle;
let api: TestApi;
let owner: Auth;

beforeAll(async () => {
	handle = await createTestDb();
	api = createTestApi(handle.db, { HOST_APP_SECRET: 'host-secret' });
	owner = await api.login(uniqueMobile());
});
afterAll(async () => handle.close());

const rename = (auth: Auth, showName: unknown, as: 'json' | 'form' = 'json') =>
	api.call('/user/updateUserInfo', { show_name: showName }, { auth, as });
const userInfo = async (auth: Auth) => (await api.call('/user/getUserInfo', {}, { auth })).data;
const defaults = async (auth: Auth) =>
	(await api.call('/user/getRegistrationDefaults', {}, { auth })).data;

let published = 0;
async function publish(overrides: Record<string, unknown> = {}) {
	published += 1;
	const body = activityBody({ title: `昵称测试活动 ${published}`, ...overrides });
	const result = await api.call('/activity/addActivity', body, { auth: owner });
	if (result.code !== 0) throw new Error(result.msg);
	return result.data.id as number;
}

describe('a display name', () => {
	test('is the sign-up default, not chosen, until the person sets one', async () => {
		const mobile = uniqueMobile();
		const person = await api.login(mobile);
		expect(await userInfo(person)).toMatchObject({
			show_name: `用户${mobile.slice(-4)}`,
			name_set: false,
		});
		const answer = await rename(person, '  小 \u3000 明同学 ');
		expect(answer).toMatchObject({ status: 200, code: 0 });
		expect(answer.data).toMatchObject({ show_name: '小 明同学', name_set: true });
		expect(await userInfo(person)).toMatchObject({ show_name: '小 明同学', name_set: true });
	});

	test('can be changed again, from a form body too', async () => {
		const person = await api.login(uniqueMobile());
		expect((await rename(person, '第一个名字')).code).toBe(0);
		expect((await rename(person, '李雷', 'form')).code).toBe(0);
		expect(await userInfo(person)).toMatchObject({ show_name: '李雷', name_set: true });
	});

	test.each([
		[undefined, '请填写昵称'],
		['', '请填写昵称'],
		['\u200B \u3000', '请填写昵称'],
		[12345, '昵称必须是文本'],
		[['李雷'], '昵称必须是文本'],
		['李', '昵称至少 2 个字'],
		['科'.repeat(21), '昵称最多 20 个字'],
		[`李${'\u0301'.repeat(200)}雷`, '昵称最多 20 个字'],
		['李\t雷', '昵称不能包含换行、制表符等控制字符或不可见字符'],
		['李\n雷', '昵称不能包含换行、制表符等控制字符或不可见字符'],
		['李\u202E雷', '昵称不能包含换行、制表符等控制字符或不可见字符'],
		['李\u200B雷', '昵称不能包含换行、制表符等控制字符或不可见字符'],
		['<b>李雷</b>', '昵称不能包含 HTML 标签'],
		['小明 138 0013 8000', '昵称不能包含手机号'],
		['用户0002', '请换一个昵称，不能使用“用户+数字”这样的默认名'],
		['科普月管理员', '昵称不能包含“管理员”'],
		['Admin 小王', '昵称不能包含“admin”'],
	])('refuses %j with a message naming the rule, never a server error', async (value, message) => {
		const person = await api.login(uniqueMobile());
		const answer = await rename(person, value);
		expect(answer).toMatchObject({ status: 200, code: 100000001, msg: message });
		expect(await userInfo(person)).toMatchObject({ name_set: false });
	});

	test('keeps emoji sequences whole: a family is one character', async () => {
		const person = await api.login(uniqueMobile());
		const answer = await rename(person, '👨‍👩‍👧小明');
		expect(answer.code, answer.msg).toBe(0);
		expect(answer.data.show_name).toBe('👨‍👩‍👧小明');
	});

	test('needs a session', async () => {
		const answer = await api.call('/user/updateUserInfo', { show_name: '李雷' });
		expect(answer.code).toBe(100000009);
	});

	test('is what the organiser sees when the activity does not ask for 姓名', async () => {
		const id = await publish();
		const mobile = uniqueMobile();
		const person = await api.login(mobile);
		expect(
			(await api.call('/activity/activityJoin', { id, agree: 1 }, { auth: person })).code,
		).toBe(0);
		await rename(person, '韩梅梅');
		const list = await api.call('/activity/getParticipantList', { id }, { auth: owner });
		expect(list.data.items.map((item: { name: string }) => item.name)).toEqual(['韩梅梅']);
		const joiners = await api.call('/activity/activityJoinList', { id }, { auth: owner });
		expect(joiners.data.map((item: { show_name: string }) => item.show_name)).toEqual(['韩梅梅']);
	});
});

describe('a host-app login', () => {
	const hostLogin = (uid: string, mobile: string, name: string) =>
		api.call('/account/getUserByToken', {
			app_token: createHostToken('host-secret', {
				uid,
				mobile,
				name,
				exp: Math.floor(Date.now() / 1000) + 600,
			}),
		});

	test("takes the host app's name as chosen, so nobody is asked again", async () => {
		const login = await hostLogin('host-name-1', uniqueMobile(), '宿主张三');
		expect(await userInfo(login.data)).toMatchObject({ show_name: '宿主张三', name_set: true });
	});

	test('keeps a name the person chose here', async () => {
		const mobile = uniqueMobile();
		const person = await api.login(mobile);
		await rename(person, '自己起的名');
		const login = await hostLogin('host-name-2', mobile, '宿主李四');
		expect(await userInfo(login.data)).toMatchObject({ show_name: '自己起的名', name_set: true });
	});
});

describe('the registration form', () => {
	test('starts with the chosen name and the number the person logs in with', async () => {
		const mobile = uniqueMobile();
		const person = await api.login(mobile);
		// The sign-up default is no one's name: the form leaves 姓名 empty for it.
		expect(await defaults(person)).toEqual({ name: '', mobile, organization: '' });
		await rename(person, '王小明');
		expect(await defaults(person)).toEqual({ name: '王小明', mobile, organization: '' });
	});

	test('starts with the details given at the last registration, and forgets them on cancel', async () => {
		const mobile = uniqueMobile();
		const person = await api.login(mobile);
		await rename(person, '小明');
		const fields = ['name', 'mobile', 'organization'];
		const first = await publish({ registration_fields: fields });
		const given = { name: '王明', mobile: '13900001111', organization: '第一中学' };
		const joined = await api.call(
			'/activity/activityJoin',
			{ id: first, ...given, agree: 1 },
			{ auth: person },
		);
		expect(joined.code, joined.msg).toBe(0);
		expect(await defaults(person)).toEqual(given);

		await api.call('/activity/cancelJoin', { id: first }, { auth: person });
		expect(await defaults(person)).toEqual({ name: '小明', mobile, organization: '' });
	});

	test('needs a session', async () => {
		expect((await api.call('/user/getRegistrationDefaults', {})).code).toBe(100000009);
	});
});
