import { describe, expect, it } from 'vitest';
import {
	appendUnseen,
	nextQueuePage,
} from '../../../../src/islands/review-console/review-queue-pages';

/** A queue on the server, oldest first, and the page of it `page` answers. */
const queue = Array.from({ length: 45 }, (_, n) => ({ id: n + 1 }));
const pageOf = (entries: readonly { id: number }[], page: number, size: number) =>
	entries.slice((page - 1) * size, page * size);

describe('the review queue a page at a time', () => {
	it('asks for the page after those shown when nothing was settled', () => {
		expect(nextQueuePage(20, 20)).toBe(2);
		expect(nextQueuePage(40, 20)).toBe(3);
	});

	it('after entries were settled, loads the next ones without a gap or a repeat', () => {
		let shown = pageOf(queue, 1, 20);
		let onServer = [...queue];
		// Five decided on the first page leave the screen and the server's queue.
		for (const id of [2, 5, 9, 14, 20]) {
			shown = shown.filter((entry) => entry.id !== id);
			onServer = onServer.filter((entry) => entry.id !== id);
		}
		shown = appendUnseen(shown, pageOf(onServer, nextQueuePage(shown.length, 20), 20));
		expect(shown.map((entry) => entry.id)).toEqual(
			onServer.slice(0, shown.length).map((entry) => entry.id),
		);
		expect(shown).toHaveLength(20);
		expect(shown.at(-1)?.id).toBe(25);
		shown = appendUnseen(shown, pageOf(onServer, nextQueuePage(shown.length, 20), 20));
		expect(shown.map((entry) => entry.id)).toEqual(onServer.map((entry) => entry.id));
	});
});
