import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { throttle } from '../../../src/lib/throttle';

describe('throttle', () => {
	beforeEach(() => vi.useFakeTimers());
	afterEach(() => vi.useRealTimers());

	it('calls at once, then at most once per window, ending with the last arguments', () => {
		const calls: number[] = [];
		const throttled = throttle((n: number) => calls.push(n), 100);
		throttled(1);
		throttled(2);
		throttled(3);
		expect(calls).toEqual([1]);
		vi.advanceTimersByTime(99);
		expect(calls).toEqual([1]);
		vi.advanceTimersByTime(1);
		expect(calls).toEqual([1, 3]);
		vi.advanceTimersByTime(500);
		expect(calls).toEqual([1, 3]);
	});
});
