import { type APIRequestContext, expect } from '@playwright/test';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';

/**
 * sendCode as a client of the API does it: when the server asks for the captcha (100100007), the
 * challenge it sent is solved here, as the widget would, and the code is asked for again.
 */
export async function sendCodeThroughApi(
	request: APIRequestContext,
	url: string,
	mobile: string,
): Promise<void> {
	const first = (await (await request.post(url, { data: { mobile } })).json()) as {
		code: number;
		msg: string;
		data: { captcha?: Parameters<typeof solveChallenge>[0]['challenge'] } | null;
	};
	if (first.code === 0) return;
	expect(first.code, first.msg).toBe(100100007);
	const challenge = first.data?.captcha;
	if (!challenge) throw new Error('sendCode asked for the captcha without a challenge');
	const solution = await solveChallenge({ challenge, deriveKey });
	const captcha = Buffer.from(
		JSON.stringify({
			challenge: { parameters: challenge.parameters, signature: challenge.signature },
			solution,
		}),
	).toString('base64');
	const second = (await (await request.post(url, { data: { mobile, captcha } })).json()) as {
		code: number;
		msg: string;
	};
	expect(second.code, second.msg).toBe(0);
}
