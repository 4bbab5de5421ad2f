/**
 * Check-ins made without a network, kept on the device (localStorage, one list per activity) until
 * they are sent; the server is idempotent, so a resend never counts twice.
 */
export interface QueuedCheckin {
	/** The scanned payload or the typed code, as sent. */
	proof: { payload: string } | { code: string };
	/** When it was scanned or typed (ms since the epoch). */
	at: number;
}

const PREFIX = 'kpy_checkin_queue_';

function keyOf(activityId: number): string {
	return `${PREFIX}${activityId}`;
}

function proofText(item: QueuedCheckin): string {
	return 'payload' in item.proof ? `p:${item.proof.payload}` : `c:${item.proof.code}`;
}

function isQueued(value: unknown): value is QueuedCheckin {
	if (typeof value !== 'object' || value === null) return false;
	const { proof, at } = value as Partial<QueuedCheckin>;
	if (typeof at !== 'number' || typeof proof !== 'object' || proof === null) return false;
	return (
		typeof (proof as { payload?: unknown }).payload === 'string' ||
		typeof (proof as { code?: unknown }).code === 'string'
	);
}

export function readQueue(activityId: number): QueuedCheckin[] {
	try {
		const parsed: unknown = JSON.parse(localStorage.getItem(keyOf(activityId)) ?? '[]');
		return Array.isArray(parsed) ? parsed.filter(isQueued) : [];
	} catch {
		return [];
	}
}

function writeQueue(activityId: number, items: readonly QueuedCheckin[]): void {
	if (items.length === 0) localStorage.removeItem(keyOf(activityId));
	else localStorage.setItem(keyOf(activityId), JSON.stringify(items));
}

/** Adds a check-in unless the same proof waits already; answers the queue. */
export function enqueue(activityId: number, item: QueuedCheckin): QueuedCheckin[] {
	const items = readQueue(activityId);
	if (!items.some((queued) => proofText(queued) === proofText(item))) items.push(item);
	writeQueue(activityId, items);
	return items;
}

/** Removes a check-in that was sent (accepted or refused for good); answers the queue. */
export function dequeue(activityId: number, item: QueuedCheckin): QueuedCheckin[] {
	const items = readQueue(activityId).filter((queued) => proofText(queued) !== proofText(item));
	writeQueue(activityId, items);
	return items;
}
