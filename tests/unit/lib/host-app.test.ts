import { afterEach, describe, expect, it } from 'vitest';
import { readAppToken, requestAppLogin, waitForAppToken } from '../../../src/lib/host-app';
import type { NativeBridge, NativeResult } from '../../../src/lib/native-bridge';

function installBridge(answer: (method: string, attempt: number) => NativeResult): string[] {
	const calls: string[] = [];
	const bridge: NativeBridge = {
		invoke(method, _params, callback) {
			calls.push(method);
			const attempt = calls.filter((name) => name === method).length;
			setTimeout(() => callback(answer(method, attempt)), 0);
		},
	};
	(globalThis as { window?: unknown }).window = { CCWorkJSBridge: bridge };
	return calls;
}

afterEach(() => {
	delete (globalThis as { window?: unknown }).window;
});

describe('host app calls', () => {
	it('reads the app token through ccworkGetToken', async () => {
		const calls = installBridge(() => ({ status: 1, data: { token: 'app-token' } }));
		await expect(readAppToken()).resolves.toBe('app-token');
		expect(calls).toEqual(['ccworkGetToken']);
	});

	it('fails with 无法获取到APP token when the app answers without a token', async () => {
		installBridge(() => ({ status: 1, data: {} }));
		await expect(readAppToken()).rejects.toThrow('无法获取到APP token');
		installBridge(() => ({ status: 0 }));
		await expect(readAppToken()).rejects.toThrow('无法获取到APP token');
	});

	it('fails with 调起App登录失败 when ccworkGoLogin does not answer status 1', async () => {
		installBridge(() => ({ status: 2 }));
		await expect(requestAppLogin()).rejects.toThrow('调起App登录失败');
	});

	it('polls the token until the app has one', async () => {
		const calls = installBridge((_method, attempt) =>
			attempt < 3 ? { status: 0 } : { status: 1, data: 'late-token' },
		);
		await expect(waitForAppToken(5)).resolves.toBe('late-token');
		expect(calls).toHaveLength(3);
	});

	it('stops polling when the app is too old (code 10001)', async () => {
		const calls = installBridge(() => ({ status: 0, code: 10001 }));
		await expect(waitForAppToken(5)).rejects.toThrow(/升级/);
		expect(calls).toHaveLength(1);
	});
});
