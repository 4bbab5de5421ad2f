import { afterEach, describe, expect, it, vi } from 'vitest';
import {
	$alert,
	$toasts,
	showAlert,
	showToast,
	TOAST_DURATION_MS,
} from '../../../src/lib/feedback';

afterEach(() => {
	vi.useRealTimers();
	$toasts.set([]);
	$alert.set(null);
});

describe('feedback', () => {
	it('shows a toast and takes it away after its duration', () => {
		vi.useFakeTimers();
		showToast('error', '网络异常');
		expect($toasts.get()).toMatchObject([{ kind: 'error', message: '网络异常' }]);
		vi.advanceTimersByTime(TOAST_DURATION_MS);
		expect($toasts.get()).toEqual([]);
	});

	it('opens an alert that resolves when it is closed', async () => {
		const closed = showAlert('提示', '活动填报已结束。');
		expect($alert.get()).toMatchObject({
			title: '提示',
			message: '活动填报已结束。',
			confirmLabel: '确定',
		});
		$alert.get()?.close();
		await expect(closed).resolves.toBeUndefined();
		expect($alert.get()).toBeNull();
	});
});
