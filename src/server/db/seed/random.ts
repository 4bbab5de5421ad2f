/** A seeded generator (mulberry32), so that every demo seed writes the same data. */
export function createRandom(seed: number) {
	let state = seed >>> 0;
	const next = () => {
		state = (state + 0x6d2b79f5) >>> 0;
		let t = state;
		t = Math.imul(t ^ (t >>> 15), t | 1);
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
	};
	const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
	const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
	const sample = <T>(items: readonly T[], count: number): T[] => {
		const pool = [...items];
		const chosen: T[] = [];
		while (chosen.length < count && pool.length)
			chosen.push(pool.splice(int(0, pool.length - 1), 1)[0] as T);
		return chosen;
	};
	return { next, int, pick, sample };
}

export type Random = ReturnType<typeof createRandom>;
