import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { sendCodeThroughApi } from './send-code';

/** The session cookie of server/auth/session-cookie.ts. */
const SESSION_COOKIE = 'kpy_session';

/** The mobile number of the seeded demo administrator (server/db/seed/seed-demo.ts). */
export const ADMIN_MOBILE = '13800000000';

function readLatestCode(dataDir: string, mobile: string): string {
	const lines = readFileSync(join(dataDir, 'login-codes.jsonl'), 'utf8').trim().split('\n');
	for (const line of lines.reverse()) {
		const entry = JSON.parse(line) as { mobile: string; code: string };
		if (entry.mobile === mobile) return entry.code;
	}
	throw new Error(`no login code was written for ${mobile}`);
}

interface Login {
	token: string;
	sign: string;
	cookie: string;
}

/** One code per number and server: sending codes again within a minute is refused. */
const logins = new Map<string, Login>();

async function requestLogin(page: Page, baseURL: string, dataDir: string, mobile: string) {
	await sendCodeThroughApi(page.request, `${baseURL}/api/account/sendCode`, mobile);
	const code = readLatestCode(dataDir, mobile);
	const answer = await page.request.post(`${baseURL}/api/account/ajaxByCode`, {
		data: { mobile, code, agree: 1 },
	});
	const body = (await answer.json()) as { code: number; data: { token: string; sign: string } };
	expect(body.code).toBe(0);
	const cookies = await page.context().cookies(baseURL);
	const cookie = cookies.find((entry) => entry.name === SESSION_COOKIE)?.value ?? '';
	expect(cookie).not.toBe('');
	return { token: body.data.token, sign: body.data.sign, cookie };
}

/**
 * Logs in through the API as the login page would: the session cookie goes into the browser
 * context, and token/sign into the persisted session store before any page script runs.
 */
export async function logIn(page: Page, baseURL: string, dataDir: string, mobile: string) {
	const key = `${baseURL} ${mobile}`;
	const login = logins.get(key) ?? (await requestLogin(page, baseURL, dataDir, mobile));
	logins.set(key, login);
	await page.context().addCookies([{ name: SESSION_COOKIE, value: login.cookie, url: baseURL }]);
	const entries = { token: login.token, sign: login.sign, uid: '1' };
	await page.context().addInitScript((stored) => {
		for (const [key, value] of Object.entries(stored)) {
			window.localStorage.setItem(`kpy-session:${key}`, JSON.stringify(value));
		}
	}, entries);
	return login;
}
