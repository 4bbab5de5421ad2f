import { identifyAnalyticsUser, resetAnalyticsIdentity } from '../analytics';
import { getUserByToken, loginByCode, logoutRequest } from '../api/account';
import type { LoginResult } from '../api/types';
import { getUserInfo } from '../api/user';
import { readAppToken, requestAppLogin, waitForAppToken } from '../host-app';
import { clearNamePromptDue, markNamePromptDue } from '../name-prompt-due';
import { HOME_PATH } from '../routes';
import { $nameNeeded } from './name-needed';
import { resetSession, storeLoginTokens, storeUserInfo } from './session';
import { storeUnreadCount } from './unread';

/** Login, logout and user-info actions over $session (docs/client.md, "Session"). */
export const LOGOUT_REDIRECT_MS = 300;

/** Fetches the user's profile into the session, the unread count, and names them to analytics. */
export async function loadUserInfo(options: { toast?: boolean } = {}): Promise<void> {
	const info = await getUserInfo(options);
	storeUserInfo(info);
	storeUnreadCount(info.unread_count);
	$nameNeeded.set(info.name_set === false);
	if (info.name_set !== false) clearNamePromptDue();
	if (info.openid) identifyAnalyticsUser(info.openid);
}

async function completeLogin(result: LoginResult): Promise<void> {
	storeLoginTokens(result);
	await loadUserInfo();
}

/**
 * Logs in with a one-time code; `false` when it failed (the API client has said why). The next page
 * asks for a display name if the person has none yet.
 */
export async function loginWithCode(mobile: string, code: string): Promise<boolean> {
	try {
		await completeLogin(await loginByCode(mobile, code));
		markNamePromptDue();
		return true;
	} catch {
		return false;
	}
}

/**
 * Logs in with the host app's token: asks the app to log in when it has no token yet.
 * Rejects with 调起App登录失败 / 无法获取到APP token.
 */
export async function loginWithHostApp(): Promise<void> {
	let appToken: string;
	try {
		appToken = await readAppToken();
	} catch {
		await requestAppLogin();
		appToken = await readAppToken();
	}
	await completeLogin(await getUserByToken(appToken));
}

/** Startup inside the host app: waits for the app's token (polling), then exchanges it. */
export async function signInWithAppToken(): Promise<void> {
	await completeLogin(await getUserByToken(await waitForAppToken()));
}

/** Ends the session here and on the server; leaves a non-public page for home after 300 ms. */
export async function logout(options: { leavePage: boolean; home?: string }): Promise<void> {
	try {
		await logoutRequest();
	} catch {
		// The local session ends even when the server cannot be reached.
	}
	resetSession();
	storeUnreadCount(0);
	$nameNeeded.set(false);
	resetAnalyticsIdentity();
	if (options.leavePage) {
		const home = options.home ?? HOME_PATH;
		setTimeout(() => window.location.assign(home), LOGOUT_REDIRECT_MS);
	}
}
