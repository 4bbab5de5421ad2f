import { type APIRequestContext, expect } from '@playwright/test';
import { sendCodeThroughApi } from './send-code';

/** Someone logged in through the API, calling it as themselves. */
export interface ApiUser {
	mobile: string;
	headers: { token: string; sign: string };
	call: (path: string, data?: Record<string, unknown>) => Promise<{ id?: number }>;
}

/** Logs `mobile` in at `origin` through `api` (its cookies get the session), the code read by `readCode`. */
export async function logInApiUser(
	api: APIRequestContext,
	origin: string,
	mobile: string,
	readCode: (mobile: string) => Promise<string>,
): Promise<ApiUser> {
	await sendCodeThroughApi(api, `${origin}/api/account/sendCode`, mobile);
	const code = await readCode(mobile);
	const login = (await (
		await api.post(`${origin}/api/account/ajaxByCode`, { data: { mobile, code, agree: 1 } })
	).json()) as { code: number; msg: string; data: { token: string; sign: string } };
	expect(login.msg).toBe('');
	const headers = { token: login.data.token, sign: login.data.sign };
	const call = async (path: string, data: Record<string, unknown> = {}) => {
		const body = (await (await api.post(`${origin}/api${path}`, { data, headers })).json()) as {
			msg: string;
			data: { id?: number };
		};
		expect(body.msg, path).toBe('');
		return body.data;
	};
	return { mobile, headers, call };
}

/**
 * The owner publishes a one-seat activity, `seated` takes the seat, `waiter` queues and `seated`
 * cancels: the waiter is promoted (候补成功). Answers the activity's id.
 */
export async function promoteThroughApi(owner: ApiUser, seated: ApiUser, waiter: ApiUser) {
	const { id } = await owner.call('/activity/addActivity', {
		title: `候补转正通知 ${Date.now()}`,
		start_time: '2026-12-21 09:00:00',
		end_time: '2026-12-21 12:00:00',
		mode: 'offline',
		province_code: '110000',
		city_code: '110100',
		venue: '中国科学技术馆',
		organizer: '中国科协科普部',
		audiences: [3],
		capacity: 1,
	});
	await seated.call('/activity/activityJoin', { id, agree: 1 });
	await waiter.call('/activity/waitlistJoin', { id, agree: 1 });
	await seated.call('/activity/cancelJoin', { id });
	return id as number;
}
