import { ApiError } from '../../lib/api/errors';

/**
 * When a number may get its next one-time code, kept in localStorage so that a reload (or another
 * tab) keeps counting down instead of offering a send the server would refuse.
 */
const KEY_PREFIX = 'kpy-code-deadline:';

export function readResendDeadline(storage: Storage, mobile: string): number {
	const stored = Number(storage.getItem(`${KEY_PREFIX}${mobile}`));
	return Number.isFinite(stored) ? stored : 0;
}

export function writeResendDeadline(storage: Storage, mobile: string, deadline: number): void {
	if (deadline > 0) storage.setItem(`${KEY_PREFIX}${mobile}`, String(deadline));
	else storage.removeItem(`${KEY_PREFIX}${mobile}`);
}

/** Whole seconds left before `deadline`; 0 once it has passed. */
export function secondsLeft(deadline: number, now: number): number {
	return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/**
 * The seconds the server still asks for in its refusal (`resend_in`), if it gave them: in the
 * envelope's data of a 200 answer, or in the body of a 429.
 */
export function refusedResendIn(error: unknown): number | null {
	if (!(error instanceof ApiError)) return null;
	const body = error.data;
	const inner = body && typeof body === 'object' && 'data' in body ? body.data : null;
	const data = inner && typeof inner === 'object' ? inner : body;
	const wait = data && typeof data === 'object' && 'resend_in' in data ? data.resend_in : null;
	return typeof wait === 'number' && wait > 0 ? wait : null;
}

/** The send button while it waits: seconds for a minute or two, then minutes, then hours. */
export function resendLabel(seconds: number): string {
	if (seconds < 120) return `${seconds} 秒后重新获取`;
	if (seconds < 2 * 3600) return `${Math.ceil(seconds / 60)} 分钟后重试`;
	return `${Math.ceil(seconds / 3600)} 小时后重试`;
}
