/** Beacons one address (an IPv6 /64) may send per minute; a page sends a few per view and click. */
export const BEACONS_PER_ADDRESS_PER_MINUTE = 60;
/** Events one server stores per minute, whoever sends them: a bound on the table's growth. */
export const EVENTS_PER_MINUTE = 3000;
/** Events one address may have stored per minute: a thirtieth of the server's, for a busy NAT. */
export const EVENTS_PER_ADDRESS_PER_MINUTE = 100;
/** An address's first events of a minute, what one page view sends: never sampled out. */
const FIRST_EVENTS_PER_ADDRESS = 5;
/** The part of the server's budget kept for first events once the rest is used up. */
const RESERVED_SHARE = 0.2;
/** Past this part of the open budget, an address's further events are sampled. */
const PRESSURE_SHARE = 0.5;
/** Addresses remembered in one minute; past it, new addresses wait for the next minute. */
const MAX_TRACKED_ADDRESSES = 100_000;

export interface BeaconLimits {
	perAddress: number;
	events: number;
	eventsPerAddress: number;
}

/**
 * Per-minute budgets of the analytics collector, kept in memory: a refused beacon costs no
 * database work, and each server's budget is its own. No address may take more than its share,
 * so a few addresses cannot crowd the rest out: as the open budget fills, events past an address's
 * first few are sampled, thinning the heavy senders, and a reserve is kept for the first events of
 * addresses that have sent little, which is what a real visitor's page view sends.
 */
export function createBeaconLimiter(
	limits: BeaconLimits = {
		perAddress: BEACONS_PER_ADDRESS_PER_MINUTE,
		events: EVENTS_PER_MINUTE,
		eventsPerAddress: EVENTS_PER_ADDRESS_PER_MINUTE,
	},
	random: () => number = Math.random,
) {
	const reserved = Math.floor(limits.events * RESERVED_SHARE);
	const open = limits.events - reserved;
	const pressureAt = Math.floor(open * PRESSURE_SHARE);
	let minute = -1;
	let openUsed = 0;
	let reserveUsed = 0;
	const beacons = new Map<string, number>();
	const stored = new Map<string, number>();

	function roll(now: Date) {
		const current = Math.floor(now.getTime() / 60_000);
		if (current === minute) return;
		minute = current;
		openUsed = 0;
		reserveUsed = 0;
		beacons.clear();
		stored.clear();
	}

	/** Whether one more event of an address that has `sent` stored this minute is stored. */
	function admitEvent(sent: number): boolean {
		const first = sent < FIRST_EVENTS_PER_ADDRESS;
		if (openUsed < open) {
			// Linear from every event at the pressure mark to none when the open budget is spent.
			const keep = openUsed < pressureAt ? 1 : (open - openUsed) / (open - pressureAt);
			if (!first && random() >= keep) return false;
			openUsed += 1;
			return true;
		}
		if (!first || reserveUsed >= reserved) return false;
		reserveUsed += 1;
		return true;
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
		/** How many of `wanted` events of `address` may be stored now (spent from the budgets). */
		takeEvents(address: string, wanted: number, now: Date): number {
			roll(now);
			let sent = stored.get(address) ?? 0;
			let granted = 0;
			for (let i = 0; i < wanted && sent < limits.eventsPerAddress; i += 1) {
				if (!admitEvent(sent)) continue;
				sent += 1;
				granted += 1;
			}
			if (granted > 0) stored.set(address, sent);
			return granted;
		},
	};
}

export type BeaconLimiter = ReturnType<typeof createBeaconLimiter>;
