import { callNative, NativeCallError } from './native-bridge';

const APP_TOKEN_POLL_MS = 2000;

const HOST_APP_MESSAGES = {
	loginFailed: '调起App登录失败',
	noToken: '无法获取到APP token',
} as const;

/** Native methods, by the names the host app registers. */
const NATIVE_METHODS = {
	goLogin: 'ccworkGoLogin',
	getToken: 'ccworkGetToken',
} as const;

/** Asks the app to show its own login. */
export async function requestAppLogin(): Promise<void> {
	await callNative(NATIVE_METHODS.goLogin, HOST_APP_MESSAGES.loginFailed);
}

function tokenOf(data: unknown): string {
	if (typeof data === 'string') return data;
	if (data && typeof data === 'object' && 'token' in data) {
		const token = (data as { token: unknown }).token;
		if (typeof token === 'string') return token;
	}
	return '';
}

/** The app's login token; rejects with 无法获取到APP token when the app has none. */
export async function readAppToken(): Promise<string> {
	const token = tokenOf(await callNative(NATIVE_METHODS.getToken, HOST_APP_MESSAGES.noToken));
	if (!token) throw new NativeCallError(HOST_APP_MESSAGES.noToken);
	return token;
}

/**
 * Polls the app token every `intervalMs` until the app has one (docs/client.md, "Startup"); an
 * outdated app (code 10001) stops the polling, as does `signal`.
 */
export function waitForAppToken(
	intervalMs = APP_TOKEN_POLL_MS,
	signal?: AbortSignal,
): Promise<string> {
	return new Promise((resolve, reject) => {
		const attempt = () => {
			if (signal?.aborted) {
				reject(new NativeCallError(HOST_APP_MESSAGES.noToken));
				return;
			}
			readAppToken().then(resolve, (error: unknown) => {
				if (error instanceof NativeCallError && error.code === 10001) reject(error);
				else setTimeout(attempt, intervalMs);
			});
		};
		attempt();
	});
}
