import { ShortLivedValues } from './short-lived';

interface Forgetful {
	forgetAll(): void;
}

const registered = new Set<Forgetful>();

/**
 * A cache of the server, registered so that one `forgetAllCaches` (called after every API write)
 * empties it together with every other: no cache hands out what was read before a write.
 */
export function createCache<Value>(options: {
	ttlMs: number;
	maxEntries: number;
	/** A value this refuses is handed to whoever asked but not kept. */
	shouldKeep?: (value: Value) => boolean;
	/** With `maxWeight`: what a value costs (bytes, say); the newest values within it are kept. */
	weigh?: (value: Value) => number;
	maxWeight?: number;
	now?: () => number;
}): ShortLivedValues<Value> {
	const cache = new ShortLivedValues<Value>(
		options.ttlMs,
		options.maxEntries,
		options.now,
		options.shouldKeep,
		options.weigh,
		options.maxWeight,
	);
	registered.add(cache);
	return cache;
}

/** Empties every cache built with `createCache`. */
export function forgetAllCaches(): void {
	for (const cache of registered) cache.forgetAll();
}

const numberOfDatabase = new WeakMap<object, number>();
let databasesSeen = 0;

/** A short name for a database, so one cache may hold values of several (tests open many). */
export function databaseKey(db: object): number {
	let number = numberOfDatabase.get(db);
	if (number === undefined) {
		databasesSeen += 1;
		number = databasesSeen;
		numberOfDatabase.set(db, number);
	}
	return number;
}
