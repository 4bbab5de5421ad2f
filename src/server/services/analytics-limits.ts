/** Beacons one address (an IPv6 /64) may send per minute; a page sends a few per view and click. */
export const BEACONS_PER_ADDRESS_PER_MINUTE = 60;
/** Events one server stores per minute, whoever sends them: a bound on the table's growth. */
export const EVENTS_PER_MINUTE = 3000;
/** Addresses remembered in one minute; past it, new addresses wait for the next minute. */
const MAX_TRACKED_ADDRESSES = 100_000;

/**
 * Per-minute budgets of the analytics collector, kept in memory: a refused beacon costs no
 * database work, and losing some analytics under a flood is harmless. Each server counts its own.
 */
export function createBeaconLimiter(
	limits = { perAddress: BEACONS_PER_ADDRESS_PER_MINUTE, events: EVENTS_PER_MINUTE },
) {
	let minute = -1;
	let eventsLeft = limits.events;
	const beacons = new Map<string, number>();

	function roll(now: Date) {
		const current = Math.floor(now.getTime() / 60_000);
		if (current === minute) return;
		minute = current;
		eventsLeft = limits.events;
		beacons.clear();
	}

	return {
		/** Spends one beacon of `address`; false when its minute is used up. */
		admitBeacon(address: string, now: Date): boolean {
			roll(now);
			const sent = beacons.get(address) ?? 0;
			if (sent >= limits.perAddress) return false;
			if (sent === 0 && beacons.size >= MAX_TRACKED_ADDRESSES) return false;
			beacons.set(address, sent + 1);
			return true;
		},
		/** How many of `wanted` events may be stored now (spent from the overall budget). */
		takeEvents(wanted: number, now: Date): number {
			roll(now);
			const granted = Math.min(wanted, eventsLeft);
			eventsLeft -= granted;
			return granted;
		},
	};
}

export type BeaconLimiter = ReturnType<typeof createBeaconLimiter>;
