/**
 * The page that holds the next entry of a queue the console shows `shown` entries of, oldest first:
 * settled entries leave both the list on screen and the queue on the server, so the next one sits
 * at offset `shown`. The page asked for starts at or before it; what it repeats is dropped.
 */
export function nextQueuePage(shown: number, pageSize: number): number {
	return Math.floor(shown / pageSize) + 1;
}

/** `shown` followed by the entries of `page` not already shown. */
export function appendUnseen<T extends { id: number }>(
	shown: readonly T[],
	page: readonly T[],
): T[] {
	const seen = new Set(shown.map((entry) => entry.id));
	return [...shown, ...page.filter((entry) => !seen.has(entry.id))];
}
