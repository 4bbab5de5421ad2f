import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type APIRequestContext, expect, request } from '@playwright/test';
import { sendCodeThroughApi } from './send-code';

function latestCode(dataDir: string, mobile: string): string {
	const lines = readFileSync(join(dataDir, 'login-codes.jsonl'), 'utf8').trim().split('\n');
	const entry = lines
		.map((line) => JSON.parse(line) as { mobile: string; code: string })
		.findLast((line) => line.mobile === mobile);
	if (!entry) throw new Error(`no login code was written for ${mobile}`);
	return entry.code;
}

async function post(context: APIRequestContext, path: string, data: object, headers = {}) {
	const answer = await context.post(path, { data, headers });
	const body = (await answer.json()) as { code: number; msg: string; data: unknown };
	expect(body.msg).toBe('');
	return body.data as Record<string, string>;
}

/**
 * Each of `mobiles` logs in (in a request context of its own, apart from the page's session) and
 * joins activity `id`.
 */
export async function joinAs(baseURL: string, dataDir: string, id: number, mobiles: string[]) {
	for (const mobile of mobiles) {
		const context = await request.newContext({ baseURL });
		await sendCodeThroughApi(context, '/api/account/sendCode', mobile);
		const login = await post(context, '/api/account/ajaxByCode', {
			mobile,
			code: latestCode(dataDir, mobile),
			agree: 1,
		});
		await post(
			context,
			'/api/activity/activityJoin',
			{ id, agree: 1 },
			{ token: login.token, sign: login.sign },
		);
		await context.dispose();
	}
}
