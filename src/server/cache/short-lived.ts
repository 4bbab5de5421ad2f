/**
 * Values kept for `ttlMs` after they were read, the `maxEntries` last used at most (and, with
 * `weigh`, the last used within `maxWeight` in total, such as bytes); the one cache primitive of the server (see caches.ts). A key being read is read once for everyone who asks meanwhile; a
 * failed read and a value `shouldKeep` refuses are not kept; and `forgetAll` (or `forgetWhere`, for
 * some keys) drops what is kept and what is being read, so nothing read before a write is handed
 * out after it.
 */
export class ShortLivedValues<Value> {
	readonly #kept = new Map<
		string,
		{ value: Value; expiresAt: number; weight: number; stale?: true }
	>();
	#weight = 0;
	readonly #reading = new Map<string, Promise<Value>>();
	/** Reads under way when a write made their key stale: handed out, never kept. */
	readonly #staleReads = new WeakSet<Promise<Value>>();
	#generation = 0;

	constructor(
		readonly ttlMs: number,
		readonly maxEntries: number,
		readonly now: () => number = Date.now,
		readonly shouldKeep: (value: Value) => boolean = () => true,
		readonly weigh: (value: Value) => number = () => 0,
		readonly maxWeight = Number.POSITIVE_INFINITY,
		/** How long past `ttlMs` a value is still handed out, as a stale one, while it is read again. */
		readonly staleForMs = 0,
	) {}

	/** The total weight of what is kept now. */
	get weight(): number {
		return this.#weight;
	}

	/**
	 * The value kept for `key`, else what `read` gives. A value a write made stale (`refreshWhere`)
	 * is read again by the first caller, while those who ask meanwhile are handed the stale one.
	 */
	async get(key: string, read: () => Promise<Value>): Promise<Value> {
		const kept = this.#unexpired(key);
		if (kept && !kept.stale) return kept.value;
		const reading = this.#reading.get(key);
		if (reading) return kept ? kept.value : reading;
		const generation = this.#generation;
		const job = read();
		this.#reading.set(key, job);
		try {
			const value = await job;
			const fresh = generation === this.#generation && !this.#staleReads.has(job);
			if (fresh && this.shouldKeep(value)) this.#keep(key, value);
			else if (fresh) this.#drop(key);
			return value;
		} finally {
			if (this.#reading.get(key) === job) this.#reading.delete(key);
		}
	}

	/** The value kept for `key` if it is still fresh (and not stale), without reading it otherwise. */
	peek(key: string): { value: Value } | undefined {
		const kept = this.#unexpired(key);
		return kept?.stale ? undefined : kept;
	}

	#unexpired(key: string) {
		const kept = this.#kept.get(key);
		if (!kept) return undefined;
		const now = this.now();
		if (kept.expiresAt <= now) {
			if (kept.expiresAt + this.staleForMs <= now) return undefined;
			kept.stale = true;
		}
		// Last used goes last, so the bounds drop what nobody asked for longest.
		this.#kept.delete(key);
		this.#kept.set(key, kept);
		return kept;
	}

	forgetAll(): void {
		this.#generation += 1;
		this.#kept.clear();
		this.#weight = 0;
		this.#reading.clear();
	}

	/** Drops the kept values, and the reads under way, whose key `isStale` names. */
	forgetWhere(isStale: (key: string) => boolean): void {
		for (const key of [...this.#kept.keys()]) if (isStale(key)) this.#drop(key);
		for (const [key, job] of [...this.#reading]) {
			if (!isStale(key)) continue;
			this.#staleReads.add(job);
			this.#reading.delete(key);
		}
	}

	/**
	 * Marks the kept values whose key `isStale` names as stale: the next `get` reads them again,
	 * handing them out meanwhile; reads under way for those keys are not kept.
	 */
	refreshWhere(isStale: (key: string) => boolean): void {
		for (const [key, kept] of this.#kept) if (isStale(key)) kept.stale = true;
		for (const [key, job] of [...this.#reading]) {
			if (!isStale(key)) continue;
			this.#staleReads.add(job);
			this.#reading.delete(key);
		}
	}

	#keep(key: string, value: Value): void {
		this.#drop(key);
		const weight = this.weigh(value);
		if (weight > this.maxWeight) return;
		this.#kept.set(key, { value, expiresAt: this.now() + this.ttlMs, weight });
		this.#weight += weight;
		for (const oldest of this.#kept.keys()) {
			if (this.#kept.size <= this.maxEntries && this.#weight <= this.maxWeight) break;
			this.#drop(oldest);
		}
	}

	#drop(key: string): void {
		const kept = this.#kept.get(key);
		if (!kept) return;
		this.#kept.delete(key);
		this.#weight -= kept.weight;
	}
}
