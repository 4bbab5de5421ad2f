/** When check-in at the door is open, shared by the server that enforces it and the pages. */
const HOUR_MS = 60 * 60 * 1000;
/** Check-in opens this long before the start: the doors open before the programme does. */
export const OPENS_BEFORE_START_MS = 2 * HOUR_MS;
/** And closes this long after the end, for the organiser to enter late arrivals. */
export const CLOSES_AFTER_END_MS = 24 * HOUR_MS;

/** Whether check-in of an activity ending at `endAt` (epoch ms) has closed at `now`. */
export function isCheckinClosed(endAt: number, now: number): boolean {
	return endAt + CLOSES_AFTER_END_MS <= now;
}
