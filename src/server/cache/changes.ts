/**
 * What a write changed of what visitors may be shown, as the API route table declares it per route
 * (src/server/api/routes.ts): one activity's counters (likes, collects, seats: its data is read
 * afresh, while cached pages showing them may lag by their lifetime), what one activity's own page
 * shows beyond them (its materials: that page is rendered again, no list), the activity lists (publish,
 * cancel, review, an edit: those pages are rendered again), or everything (rare admin actions). A
 * write that changes nothing public (sendCode, login, messages, uploads, registration details)
 * sends none.
 */
export type CacheChange =
	| { kind: 'activity'; id: number }
	| { kind: 'page'; id: number }
	| { kind: 'lists'; id: number | null }
	| { kind: 'all' };

/** What a route declares it changes; `none` leaves every cache alone. */
export type RouteEffect = 'none' | 'activity' | 'page' | 'lists' | 'all';

const EVERYTHING: CacheChange = { kind: 'all' };

/** The activity a change is about, if it names one. */
export function activityOf(change: CacheChange): number | null {
	return change.kind === 'all' ? null : change.id;
}

/** Whether a change is only to an activity's counters, which cached pages may show late. */
export function isCounterChange(change: CacheChange): boolean {
	return change.kind === 'activity';
}

/** Changes as they travel to other instances in one notice (notify.ts). */
export function encodeChanges(changes: readonly CacheChange[]): string {
	return JSON.stringify(changes.length === 1 ? changes[0] : changes);
}

function readChange(value: unknown): CacheChange {
	if (typeof value !== 'object' || value === null) return EVERYTHING;
	const { kind, id } = value as { kind?: unknown; id?: unknown };
	const validId = typeof id === 'number' && Number.isSafeInteger(id) && id > 0;
	if ((kind === 'activity' || kind === 'page') && validId) return { kind, id: id as number };
	if (kind === 'lists') return { kind, id: validId ? (id as number) : null };
	return EVERYTHING;
}

/**
 * The changes of a notice another instance sent: one change, or several sent together; a notice
 * that cannot be read, or an empty list, is taken for everything.
 */
export function decodeChanges(text: string): CacheChange[] {
	try {
		const value: unknown = JSON.parse(text);
		if (!Array.isArray(value)) return [readChange(value)];
		return value.length > 0 ? value.map(readChange) : [EVERYTHING];
	} catch {
		return [EVERYTHING];
	}
}
