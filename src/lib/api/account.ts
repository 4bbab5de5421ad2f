import { request } from './http';
import type { LoginResult, SendCodeResult } from './types';

/** Sends a 6-digit one-time code to the mobile number. */
export function sendCode(mobile: string): Promise<SendCodeResult> {
	return request<SendCodeResult>('/account/sendCode', { data: { mobile }, withToken: false });
}

export function loginByCode(mobile: string, code: string): Promise<LoginResult> {
	return request<LoginResult>('/account/ajaxByCode', { data: { mobile, code }, withToken: false });
}

export function logoutRequest(): Promise<null> {
	return request<null>('/account/loginout', { method: 'GET', toast: false });
}

/** Exchanges the host app's token for a portal login. */
export function getUserByToken(appToken: string): Promise<LoginResult> {
	return request<LoginResult>('/account/getUserByToken', {
		data: { app_token: appToken },
		withToken: false,
	});
}
