/**
 * Keyboard rules of the WAI-ARIA menu-button pattern, as item indexes (negative counts from the
 * end, and every index wraps around).
 */
const BUTTON_KEYS: Record<string, number> = { ArrowDown: 0, Enter: 0, ' ': 0, ArrowUp: -1 };

/** The item a key on the closed button opens the menu at, or `undefined` for other keys. */
export function itemForButtonKey(key: string): number | undefined {
	return BUTTON_KEYS[key];
}

/** The item a key inside the open menu moves to from `current`, or `undefined`. */
export function itemForMenuKey(key: string, current: number): number | undefined {
	const targets: Record<string, number> = {
		ArrowDown: current + 1,
		ArrowUp: current - 1,
		Home: 0,
		End: -1,
	};
	return targets[key];
}

/** `index` wrapped into `0…count-1`. */
export function wrapIndex(index: number, count: number): number {
	return ((index % count) + count) % count;
}
