import { request } from './http';
import { type DownloadedFile, downloadApiFile } from './stream-download';
import type { LoginResult, SendCodeResult } from './types';

/**
 * Sends a 6-digit one-time code to the mobile number; `captcha` is the ALTCHA widget's payload when
 * the server asked for it (refusal 100100007 with `data.captcha`, the challenge). The login form
 * shows its own messages, so `toast` may be turned off.
 */
export function sendCode(
	mobile: string,
	captcha?: string,
	options: { toast?: boolean } = {},
): Promise<SendCodeResult> {
	return request<SendCodeResult>('/account/sendCode', {
		data: captcha ? { mobile, captcha } : { mobile },
		withToken: false,
		...(options.toast === undefined ? {} : { toast: options.toast }),
	});
}

/** Called once the person has ticked the box agreeing to the service terms and privacy policy. */
export function loginByCode(mobile: string, code: string): Promise<LoginResult> {
	return request<LoginResult>('/account/ajaxByCode', {
		data: { mobile, code, agree: 1 },
		withToken: false,
	});
}

export function logoutRequest(): Promise<null> {
	return request<null>('/account/loginout', { method: 'GET', toast: false });
}

/** 退出所有设备: ends every session of the account, this one included. */
export function logoutEverywhereRequest(): Promise<{ ended: number }> {
	return request<{ ended: number }>('/account/loginoutAll', {});
}

/** Sends a fresh one-time code to the signed-in person's own number, to confirm 注销. */
export function sendDeletionCode(captcha?: string): Promise<SendCodeResult> {
	return request<SendCodeResult>('/account/sendDeletionCode', {
		...(captcha ? { data: { captcha } } : {}),
		toast: false,
	});
}

/** 注销: closes the account with the code just sent; every session of it ends. */
export function deleteAccountRequest(code: string): Promise<{ deleted: boolean }> {
	return request<{ deleted: boolean }>('/account/deleteAccount', { data: { code }, toast: false });
}

/** 下载我的数据: the ZIP of everything held about the signed-in person. */
export function exportMyData(): Promise<DownloadedFile> {
	return downloadApiFile('/user/exportMyData', {}, () => {}, false, 'POST');
}

/** Exchanges the host app's token for a portal login. */
export function getUserByToken(appToken: string): Promise<LoginResult> {
	return request<LoginResult>('/account/getUserByToken', {
		data: { app_token: appToken },
		withToken: false,
	});
}
