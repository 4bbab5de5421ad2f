import type { CacheChange } from './changes';
import { ShortLivedValues } from './short-lived';

interface Registered {
	cache: ShortLivedValues<unknown>;
	staleAfter: (change: CacheChange, key: string) => boolean;
	whenStale: 'forget' | 'refresh';
}

const registered = new Set<Registered>();

/**
 * A cache of the server, registered so that `forgetChanged` (called after an API write that
 * changes something public) forgets what that write made stale, here as in every other cache: no
 * cache hands out what was read before a write that changed it.
 */
export function createCache<Value>(options: {
	/** Whether the value kept under `key` may be stale after `change`; every change, unless told. */
	staleAfter?: (change: CacheChange, key: string) => boolean;
	/**
	 * What a partial change does to a stale value: `forget` it (the default), or `refresh` it: the
	 * next reader reads it again while those who ask meanwhile get the stale one, so that a
	 * popular page never has everyone waiting for its render.
	 */
	whenStale?: 'forget' | 'refresh';
	/** How long past `ttlMs` a value is handed out as a stale one while its first reader reads it again. */
	staleForMs?: number;
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
		options.staleForMs,
	);
	registered.add({
		cache: cache as ShortLivedValues<unknown>,
		staleAfter: options.staleAfter ?? (() => true),
		whenStale: options.whenStale ?? 'forget',
	});
	return cache;
}

/** Forgets, in every cache built with `createCache`, what `change` may have made stale. */
export function forgetChanged(change: CacheChange): void {
	for (const { cache, staleAfter, whenStale } of registered) {
		const isStale = (key: string) => staleAfter(change, key);
		if (change.kind === 'all') cache.forgetAll();
		else if (whenStale === 'refresh') cache.refreshWhere(isStale);
		else cache.forgetWhere(isStale);
	}
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
