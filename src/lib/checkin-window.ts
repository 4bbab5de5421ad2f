/**
 * When check-in at the door is open, shared by the server that enforces it and the pages. Each
 * activity sets how long before its start check-in opens and how long after its end it closes.
 */
const MINUTE_MS = 60 * 1000;

/** The doors open before the programme does: two hours unless the organiser says otherwise. */
export const DEFAULT_OPENS_BEFORE_MINUTES = 120;
/** A day after the end, for the organiser to enter late arrivals and queued offline scans. */
export const DEFAULT_CLOSES_AFTER_MINUTES = 24 * 60;
/** Never earlier than a day before the start: a check-in weeks early counts nobody at the door. */
export const OPENS_BEFORE_MAX_MINUTES = 24 * 60;
export const CLOSES_AFTER_MAX_MINUTES = 3 * 24 * 60;

/** The choices the publish form offers (the API takes any whole minute within the bounds). */
export const OPENS_BEFORE_CHOICES = [0, 30, 60, 120, 240, 24 * 60] as const;
export const CLOSES_AFTER_CHOICES = [0, 120, 24 * 60, 3 * 24 * 60] as const;

/** 「2 小时」, 「30 分钟」, 「1 天」. */
function describeMinutes(minutes: number): string {
	if (minutes % (24 * 60) === 0) return `${minutes / (24 * 60)} 天`;
	if (minutes % 60 === 0) return `${minutes / 60} 小时`;
	return `${minutes} 分钟`;
}

export function describeOpening(minutes: number): string {
	return minutes === 0 ? '活动开始时' : `活动开始前 ${describeMinutes(minutes)}`;
}

export function describeClosing(minutes: number): string {
	return minutes === 0 ? '活动结束时' : `活动结束后 ${describeMinutes(minutes)}`;
}

/** The instant (epoch ms) check-in of an activity starting at `startAt` opens. */
export function checkinOpensAt(startAt: number, opensBeforeMinutes: number): number {
	return startAt - opensBeforeMinutes * MINUTE_MS;
}

/** The instant (epoch ms) check-in of an activity ending at `endAt` closes. */
export function checkinClosesAt(endAt: number, closesAfterMinutes: number): number {
	return endAt + closesAfterMinutes * MINUTE_MS;
}

/** Whether check-in of an activity ending at `endAt` (epoch ms) has closed at `now`. */
export function isCheckinClosed(endAt: number, closesAfterMinutes: number, now: number): boolean {
	return checkinClosesAt(endAt, closesAfterMinutes) <= now;
}
