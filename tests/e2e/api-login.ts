import { expect, type Page } from '@playwright/test';
import { freshMobile, readLoginCode } from './chrome-helpers';
import { sendCodeThroughApi } from './send-code';

/** Logs a new user in through the API: the cookie lands in the context, token and sign in the store. */
export async function logInThroughApi(page: Page) {
	const mobile = freshMobile();
	await sendCodeThroughApi(page.request, '/api/account/sendCode', mobile);
	const code = await readLoginCode(mobile);
	const answer = await page.request.post('/api/account/ajaxByCode', {
		data: { mobile, code, agree: 1 },
	});
	const body = (await answer.json()) as { code: number; data: { token: string; sign: string } };
	expect(body.code).toBe(0);
	await page.context().addInitScript(
		(stored) => {
			for (const [key, value] of Object.entries(stored)) {
				window.localStorage.setItem(`kpy-session:${key}`, JSON.stringify(value));
			}
		},
		{ token: body.data.token, sign: body.data.sign },
	);
}
