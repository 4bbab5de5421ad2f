import { useEffect, useState } from 'react';

/** Seconds left of a countdown started with `start(seconds)`; 0 when idle. */
export function useCountdown(): [number, (seconds: number) => void] {
	const [left, setLeft] = useState(0);
	useEffect(() => {
		if (left <= 0) return;
		const timer = setTimeout(() => setLeft(left - 1), 1000);
		return () => clearTimeout(timer);
	}, [left]);
	return [left, setLeft];
}
