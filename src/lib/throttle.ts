/** Calls `fn` at most once per `waitMs`, always finishing with a call after the last event. */
export function throttle<Args extends unknown[]>(
	fn: (...args: Args) => void,
	waitMs: number,
): (...args: Args) => void {
	let last = Number.NEGATIVE_INFINITY;
	let trailing: ReturnType<typeof setTimeout> | undefined;
	return (...args: Args) => {
		const now = Date.now();
		clearTimeout(trailing);
		if (now - last >= waitMs) {
			last = now;
			fn(...args);
			return;
		}
		trailing = setTimeout(
			() => {
				last = Date.now();
				fn(...args);
			},
			waitMs - (now - last),
		);
	};
}
