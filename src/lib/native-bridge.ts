/**
 * The one door to the host work app's native side. The app injects
 * `window.CCWorkJSBridge = { invoke(method, params, callback) }` and answers each call through
 * `callback({ status, code?, msg?, data? })`; status 1 is success, anything else a failure
 * and code 10001 means the app is too old for the method (docs/client.md, "Host app").
 */
export interface NativeResult {
	status: number;
	code?: number;
	msg?: string;
	data?: unknown;
}

export interface NativeBridge {
	invoke(
		method: string,
		params: Record<string, unknown>,
		callback: (result: NativeResult) => void,
	): void;
}

declare global {
	interface Window {
		CCWorkJSBridge?: NativeBridge;
	}
}

const NATIVE_SUCCESS_STATUS = 1;
const NATIVE_OUTDATED_CODE = 10001;
const NATIVE_OUTDATED_MESSAGE = '当前App版本过低，请升级到最新版本后再试';
const NATIVE_CALL_TIMEOUT_MS = 10_000;

export class NativeCallError extends Error {
	readonly code: number | null;
	constructor(message: string, code: number | null = null) {
		super(message);
		this.name = 'NativeCallError';
		this.code = code;
	}
}

/** Reads a native answer: the data on status 1, else a NativeCallError with `failureMessage`. */
export function readNativeResult(
	result: NativeResult | null | undefined,
	failureMessage: string,
): unknown {
	if (result?.status === NATIVE_SUCCESS_STATUS) return result.data;
	if (result?.code === NATIVE_OUTDATED_CODE) {
		throw new NativeCallError(NATIVE_OUTDATED_MESSAGE, NATIVE_OUTDATED_CODE);
	}
	throw new NativeCallError(failureMessage, result?.code ?? null);
}

/** Calls a native method; rejects with `failureMessage` on any failure, a missing bridge included. */
export function callNative(
	method: string,
	failureMessage: string,
	params: Record<string, unknown> = {},
	bridge: NativeBridge | undefined = globalThis.window?.CCWorkJSBridge,
): Promise<unknown> {
	return new Promise((resolve, reject) => {
		if (!bridge) {
			reject(new NativeCallError(failureMessage));
			return;
		}
		const timer = setTimeout(
			() => reject(new NativeCallError(failureMessage)),
			NATIVE_CALL_TIMEOUT_MS,
		);
		try {
			bridge.invoke(method, params, (result) => {
				clearTimeout(timer);
				try {
					resolve(readNativeResult(result, failureMessage));
				} catch (error) {
					reject(error);
				}
			});
		} catch {
			clearTimeout(timer);
			reject(new NativeCallError(failureMessage));
		}
	});
}
