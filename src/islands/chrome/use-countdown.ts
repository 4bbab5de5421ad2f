import { useCallback, useEffect, useState } from 'react';
import { readResendDeadline, secondsLeft, writeResendDeadline } from './resend-deadline';

/**
 * Seconds left before `mobile` may get another code; 0 when it may. `start(seconds)` sets the
 * deadline (0 clears it). The deadline is stored per number, so it survives a reload.
 */
export function useCountdown(mobile: string): [number, (seconds: number) => void] {
	const [deadline, setDeadline] = useState(0);
	const [now, setNow] = useState(() => Date.now());

	useEffect(() => {
		setDeadline(readResendDeadline(window.localStorage, mobile));
		setNow(Date.now());
	}, [mobile]);

	const left = secondsLeft(deadline, now);
	useEffect(() => {
		if (left <= 0) return;
		// Wake just after the next whole second before the deadline, so the label never lags.
		const timer = setTimeout(() => setNow(Date.now()), ((deadline - now) % 1000 || 1000) + 10);
		return () => clearTimeout(timer);
	}, [left, deadline, now]);

	const start = useCallback(
		(seconds: number) => {
			const next = seconds > 0 ? Date.now() + seconds * 1000 : 0;
			writeResendDeadline(window.localStorage, mobile, next);
			setDeadline(next);
			setNow(Date.now());
		},
		[mobile],
	);
	return [left, start];
}
