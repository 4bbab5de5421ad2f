import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { formatBusinessTime, parseBusinessTime } from '../../src/lib/beijing-time';
import type { DbHandle } from '../../src/server/db/client';
import { smsNotices } from '../../src/server/db/schema';
import { listUnsentChanges, sendChangeNotices } from '../../src/server/jobs/change-notices';
import { sendDueReminders } from '../../src/server/jobs/reminders';
import { sendPendingSmsNotices } from '../../src/server/jobs/sms-notices';
import { notifyUsers } from '../../src/server/services/messages';
import { queueSmsNotices } from '../../src/server/services/sms-notices';
import { createNoticeSender } from '../../src/server/sms/notice-sender';
import { createTestApi, type TestApi } from './helpers/api';
import { activityBody, uniqueMobile } from './helpers/builders';
import { type AliyunStandIn, startAliyunStandIn } from './helpers/sms/aliyun-standin';
import { startTencentStandIn, type TencentStandIn } from './helpers/sms/tencent-standin';
import { createTestDb } from './helpers/test-db';

type Auth = Awaited<ReturnType<TestApi['login']>>;

/** The stand-ins answer isv.AMOUNT_NOT_ENOUGH / InsufficientBalance for this number. */
const UNPAID = '13900000003';
const DAY = 86_400_000;
const LONG_TITLE =
	'二〇二五年全国科普月暨青少年航天科技创新实践活动与嫦娥探月主题科普讲座（第一场）';

let handle: DbHandle;
let aliyun: AliyunStandIn;
let tencent: TencentStandIn;
/** Logs people in and acts (codes go to a file); the notices go out through the providers below. */
let api: TestApi;
let owner: Auth;

const aliyunEnv = () => ({
	LOGIN_CODE_SENDER: 'aliyun',
	SMS_ACCESS_KEY_ID: 'LTAI-test',
	SMS_ACCESS_KEY_SECRET: 'aliyun-secret',
	SMS_SIGN_NAME: '科普悦',
	SMS_TEMPLATE_ID: 'SMS_100000001',
	SMS_TEMPLATE_PROMOTION: 'SMS_100000002',
	SMS_TEMPLATE_CHANGE: 'SMS_100000003',
	SMS_TEMPLATE_REMINDER: 'SMS_100000004',
	SMS_NOTICES_PER_USER_PER_DAY: '2',
	SMS_ENDPOINT: aliyun.endpoint,
});

/** What the job runner does with notices that wait, through the provider `env` configures. */
function sendNotices(env: Record<string, string>, now?: Date) {
	const { config } = createTestApi(handle.db, env);
	return sendPendingSmsNotices(
		handle.db,
		createNoticeSender(config),
		config.smsNotices.perUserPerDay,
		now ? () => now : undefined,
	);
}

beforeAll(async () => {
	handle = await createTestDb();
	aliyun = await startAliyunStandIn({
		accessKeyId: 'LTAI-test',
		accessKeySecret: 'aliyun-secret',
		unpaidNumbers: [UNPAID],
		templates: {
			SMS_100000001: ['code'],
			SMS_100000002: ['title'],
			SMS_100000003: ['title', 'detail'],
			SMS_100000004: ['title', 'time'],
		},
	});
	tencent = await startTencentStandIn({
		secretId: 'AKID-test',
		secretKey: 'tencent-secret',
		templates: { '1110': 1, '2001': 1, '2002': 2, '2003': 2 },
	});
	api = createTestApi(handle.db);
	owner = await api.login(uniqueMobile());
});
afterAll(async () => {
	await aliyun.close();
	await tencent.close();
	await handle.close();
});

async function publish(overrides: Record<string, unknown> = {}) {
	const body = activityBody(overrides);
	const result = await api.call('/activity/addActivity', body, { auth: owner });
	if (result.code !== 0) throw new Error(result.msg);
	return { id: result.data.id as number, body };
}

/** A full activity whose one seat is freed: the person queued for it is promoted. */
let promotions = 0;
async function promote(waiter: Auth, title = `候补短信测试活动 ${++promotions}`) {
	const { id } = await publish({ title, capacity: 1 });
	const seated = await api.login(uniqueMobile());
	expect((await api.call('/activity/activityJoin', { id, agree: 1 }, { auth: seated })).code).toBe(
		0,
	);
	expect(
		(await api.call('/activity/waitlistJoin', { id, agree: 1 }, { auth: waiter })).data.state,
	).toBe('waitlisted');
	const cancelled = await api.call('/activity/cancelJoin', { id }, { auth: seated });
	expect(cancelled.code).toBe(0);
	return id;
}

const outcomesOf = async (userId: number) =>
	(
		await handle.db
			.select({ kind: smsNotices.kind, outcome: smsNotices.outcome, detail: smsNotices.detail })
			.from(smsNotices)
			.where(eq(smsNotices.userId, userId))
			.orderBy(smsNotices.id)
	).map((row) => `${row.kind}:${row.outcome}`);

describe('SMS copies of notices', () => {
	test('a promoted waitlister gets the promotion template by Aliyun SMS, the title cut to 35 characters', async () => {
		const mobile = uniqueMobile();
		const waiter = await api.login(mobile);
		await promote(waiter, LONG_TITLE);
		await sendNotices(aliyunEnv());
		const mine = aliyun.sent.filter((sent) => sent.phoneNumbers === mobile);
		expect(mine).toEqual([
			{
				phoneNumbers: mobile,
				signName: '科普悦',
				templateCode: 'SMS_100000002',
				params: { title: `${[...LONG_TITLE].slice(0, 34).join('')}…` },
			},
		]);
		expect(await outcomesOf(waiter.uid)).toEqual(['promotion:sent']);
		// Sent once: the next run finds nothing of theirs waiting.
		await sendNotices(aliyunEnv());
		expect(aliyun.sent.filter((sent) => sent.phoneNumbers === mobile)).toHaveLength(1);
	});

	test('a time or place change goes by Tencent SMS with the template parameters in order', async () => {
		const mobile = uniqueMobile();
		const joiner = await api.login(mobile);
		const { id, body } = await publish({ title: '变更短信测试活动' });
		expect(
			(await api.call('/activity/activityJoin', { id, agree: 1 }, { auth: joiner })).code,
		).toBe(0);
		const edit = await api.call(
			'/activity/updateActivity',
			{ id, ...body, venue: '新馆' },
			{ auth: owner },
		);
		expect(edit.code).toBe(0);
		for (const changeId of await listUnsentChanges(handle.db, new Date(Date.now() + DAY))) {
			await sendChangeNotices(handle.db, changeId, new Date());
		}
		await sendNotices({
			LOGIN_CODE_SENDER: 'tencent',
			SMS_ACCESS_KEY_ID: 'AKID-test',
			SMS_ACCESS_KEY_SECRET: 'tencent-secret',
			SMS_SDK_APP_ID: '1400006666',
			SMS_SIGN_NAME: '科普悦',
			SMS_TEMPLATE_ID: '1110',
			SMS_TEMPLATE_PROMOTION: '2001',
			SMS_TEMPLATE_CHANGE: '2002',
			SMS_TEMPLATE_REMINDER: '2003',
			SMS_ENDPOINT: tencent.endpoint,
		});
		expect(tencent.sent.filter((sent) => sent.phoneNumber === `+86${mobile}`)).toEqual([
			{
				phoneNumber: `+86${mobile}`,
				sdkAppId: '1400006666',
				signName: '科普悦',
				templateId: '2002',
				params: ['变更短信测试活动', '地点改为北京市 · 东城区 新馆 东城区某路 1 号'],
			},
		]);
	});

	async function remindByAliyun(title: string, startTime: string, endTime: string) {
		const mobile = uniqueMobile();
		const joiner = await api.login(mobile);
		const { id } = await publish({ title, start_time: startTime, end_time: endTime });
		expect(
			(await api.call('/activity/activityJoin', { id, agree: 1 }, { auth: joiner })).code,
		).toBe(0);
		// The hour-before reminder, run a second after it fell due.
		const run = await sendDueReminders(
			handle.db,
			id,
			[3_600],
			new Date(parseBusinessTime(startTime) - 3_599_000),
		);
		expect(run.sent).toBe(1);
		await sendNotices(aliyunEnv());
		return aliyun.sent.filter((message) => message.phoneNumbers === mobile);
	}

	test('a reminder goes by SMS with the Beijing time of the activity', async () => {
		const day = formatBusinessTime(Date.now() + 3 * DAY).slice(0, 10);
		const [sent] = await remindByAliyun('提醒短信测试活动', `${day} 09:30:00`, `${day} 11:30:00`);
		expect(sent).toMatchObject({
			templateCode: 'SMS_100000004',
			params: { title: '提醒短信测试活动', time: `${day} 09:30 至 11:30` },
		});
	});

	test('a reminder of an activity that runs past midnight names both days', async () => {
		const day = formatBusinessTime(Date.now() + 3 * DAY).slice(0, 10);
		const nextDay = formatBusinessTime(parseBusinessTime(`${day} 12:00:00`) + DAY).slice(0, 10);
		const [sent] = await remindByAliyun('跨夜观星活动', `${day} 22:30:00`, `${nextDay} 00:30:00`);
		expect(sent).toMatchObject({
			params: { title: '跨夜观星活动', time: `${day} 22:30 至 ${nextDay} 00:30` },
		});
	});

	test('one person gets at most SMS_NOTICES_PER_USER_PER_DAY notices a Beijing day', async () => {
		const mobile = uniqueMobile();
		const person = await api.login(mobile);
		const now = new Date();
		for (const title of ['一', '二', '三']) {
			const written = await notifyUsers(handle.db, [person.uid], {
				kind: 'waitlist',
				title: '候补成功',
				body: title,
			});
			await queueSmsNotices(handle.db, written, 'promotion', { title });
		}
		await sendNotices(aliyunEnv(), now);
		expect(await outcomesOf(person.uid)).toEqual([
			'promotion:sent',
			'promotion:sent',
			'promotion:capped',
		]);
		// The next day has its own allowance.
		const written = await notifyUsers(handle.db, [person.uid], {
			kind: 'waitlist',
			title: '候补成功',
			body: '四',
		});
		await queueSmsNotices(handle.db, written, 'promotion', { title: '四' });
		await sendNotices(aliyunEnv(), new Date(now.getTime() + DAY));
		expect(aliyun.sent.filter((sent) => sent.phoneNumbers === mobile)).toHaveLength(3);
	});

	test('parallel senders never give one person more than the cap, nor a notice twice', async () => {
		const mobile = uniqueMobile();
		const person = await api.login(mobile);
		for (const title of '甲乙丙丁戊己庚辛壬癸子丑') {
			const written = await notifyUsers(handle.db, [person.uid], {
				kind: 'waitlist',
				title: '候补成功',
				body: title,
			});
			await queueSmsNotices(handle.db, written, 'promotion', { title });
		}
		// On PostgreSQL these race for real: without the per-person lock about half the runs send 3.
		await Promise.all(Array.from({ length: 12 }, () => sendNotices(aliyunEnv())));
		const outcomes = await outcomesOf(person.uid);
		expect(outcomes.filter((outcome) => outcome === 'promotion:sent')).toHaveLength(2);
		expect(outcomes.filter((outcome) => outcome === 'promotion:capped')).toHaveLength(10);
		expect(aliyun.sent.filter((sent) => sent.phoneNumbers === mobile)).toHaveLength(2);
	});

	test('a refused send is logged and recorded, and the cancellation that promoted stands', async () => {
		const waiter = await api.login(UNPAID);
		const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
		try {
			await promote(waiter);
			const tally = await sendNotices(aliyunEnv());
			expect(tally.failed).toBeGreaterThanOrEqual(1);
			expect(errors.mock.calls.flat().join(' ')).toMatch(
				/\[sms\] 通知发送失败 #\d+ promotion → 139\*\*\*\*0003: aliyun isv\.AMOUNT_NOT_ENOUGH/,
			);
		} finally {
			errors.mockRestore();
		}
		const [row] = await handle.db
			.select()
			.from(smsNotices)
			.where(eq(smsNotices.userId, waiter.uid));
		expect(row).toMatchObject({ outcome: 'failed' });
		expect(row?.detail).toContain('isv.AMOUNT_NOT_ENOUGH');
		const registration = await api.call('/activity/getMyWaitlist', {}, { auth: waiter });
		expect(registration.code).toBe(0);
	});

	test('a kind without a template stays a 站内信', async () => {
		const mobile = uniqueMobile();
		const waiter = await api.login(mobile);
		await promote(waiter);
		const { SMS_TEMPLATE_PROMOTION: _, ...withoutPromotion } = aliyunEnv();
		await sendNotices(withoutPromotion);
		expect(await outcomesOf(waiter.uid)).toEqual(['promotion:no_template']);
		expect(aliyun.sent.filter((sent) => sent.phoneNumbers === mobile)).toEqual([]);
	});
});

describe('the user centre switch and the unread count', () => {
	test('getUserInfo counts unread messages until they are read, and SMS notices are on by default', async () => {
		const waiter = await api.login(uniqueMobile());
		const before = await api.call('/user/getUserInfo', {}, { auth: waiter });
		expect(before.data).toMatchObject({ unread_count: 0, sms_notices: true });
		await promote(waiter);
		const after = await api.call('/user/getUserInfo', {}, { auth: waiter });
		expect(after.data.unread_count).toBe(1);
		await api.call('/user/readMessage', {}, { auth: waiter });
		expect((await api.call('/user/getUserInfo', {}, { auth: waiter })).data.unread_count).toBe(0);
	});

	test('someone who switched SMS notices off still gets the 站内信 but no SMS', async () => {
		const mobile = uniqueMobile();
		const waiter = await api.login(mobile);
		const off = await api.call('/user/setSmsNotices', { enabled: 'false' }, { auth: waiter });
		expect(off).toMatchObject({ code: 0, data: { sms_notices: false } });
		expect((await api.call('/user/getUserInfo', {}, { auth: waiter })).data.sms_notices).toBe(
			false,
		);
		await promote(waiter);
		await sendNotices(aliyunEnv());
		expect(await outcomesOf(waiter.uid)).toEqual(['promotion:opted_out']);
		expect(aliyun.sent.filter((sent) => sent.phoneNumbers === mobile)).toEqual([]);
		const on = await api.call('/user/setSmsNotices', { enabled: 1 }, { auth: waiter });
		expect(on.data).toEqual({ sms_notices: true });
	});

	test('setSmsNotices names the field and the rule for anything but a yes or no', async () => {
		const person = await api.login(uniqueMobile());
		for (const enabled of ['maybe', undefined, 2]) {
			const answer = await api.call('/user/setSmsNotices', { enabled }, { auth: person });
			expect(answer).toMatchObject({
				code: 100000001,
				msg: '短信通知开关（enabled）应为 true 或 false',
			});
		}
		const anonymous = await api.call('/user/setSmsNotices', { enabled: true });
		expect(anonymous.code).toBe(100000009);
	});
});
