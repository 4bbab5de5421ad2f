import { describe, expect, it } from 'vitest';
import {
	callNative,
	type NativeBridge,
	NativeCallError,
	type NativeResult,
	readNativeResult,
} from '../../../src/lib/native-bridge';

function fakeBridge(answer: (method: string) => NativeResult): NativeBridge & { calls: string[] } {
	const calls: string[] = [];
	return {
		calls,
		invoke(method, _params, callback) {
			calls.push(method);
			setTimeout(() => callback(answer(method)), 0);
		},
	};
}

describe('readNativeResult', () => {
	it('answers the data on status 1', () => {
		expect(readNativeResult({ status: 1, data: 'x' }, 'failed')).toBe('x');
	});

	it('fails with the given message on any other status', () => {
		expect(() => readNativeResult({ status: 0 }, '调起App登录失败')).toThrow('调起App登录失败');
		expect(() => readNativeResult(null, '调起App登录失败')).toThrow('调起App登录失败');
	});

	it('asks to upgrade on code 10001', () => {
		expect(() => readNativeResult({ status: 0, code: 10001 }, 'failed')).toThrow(/升级/);
	});
});

describe('callNative', () => {
	it('calls the named method on the bridge and resolves with its data', async () => {
		const bridge = fakeBridge(() => ({ status: 1, data: { token: 'app-1' } }));
		await expect(callNative('ccworkGetToken', 'failed', {}, bridge)).resolves.toEqual({
			token: 'app-1',
		});
		expect(bridge.calls).toEqual(['ccworkGetToken']);
	});

	it('rejects with the failure message when there is no bridge', async () => {
		const error = await callNative('ccworkGoLogin', '调起App登录失败', {}, undefined).catch(
			(e: unknown) => e,
		);
		expect(error).toBeInstanceOf(NativeCallError);
		expect((error as Error).message).toBe('调起App登录失败');
	});

	it('rejects when the bridge throws', async () => {
		const bridge: NativeBridge = {
			invoke() {
				throw new Error('boom');
			},
		};
		await expect(callNative('ccworkGoLogin', '调起App登录失败', {}, bridge)).rejects.toThrow(
			'调起App登录失败',
		);
	});
});
