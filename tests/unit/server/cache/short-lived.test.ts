import { describe, expect, it } from 'vitest';
import { ShortLivedValues } from '../../../../src/server/cache/short-lived';

/** A clock the test moves, and a reader that counts its reads. */
function setup(ttlMs = 2000, maxEntries = 10) {
	let now = 1_000;
	let reads = 0;
	const values = new ShortLivedValues<string>(ttlMs, maxEntries, () => now);
	const read = (key: string) => async () => {
		reads += 1;
		return `${key} ${reads}`;
	};
	return {
		values,
		read,
		reads: () => reads,
		advance: (ms: number) => {
			now += ms;
		},
	};
}

describe('ShortLivedValues', () => {
	it('hands out a value until its time is up, then reads it anew', async () => {
		const { values, read, reads, advance } = setup();
		expect(await values.get('a', read('a'))).toBe('a 1');
		advance(1_999);
		expect(await values.get('a', read('a'))).toBe('a 1');
		advance(1);
		expect(await values.get('a', read('a'))).toBe('a 2');
		expect(reads()).toBe(2);
	});

	it('reads once for everyone who asks while a read is under way', async () => {
		const { values, read, reads } = setup();
		const answers = await Promise.all([1, 2, 3].map(() => values.get('a', read('a'))));
		expect(answers).toEqual(['a 1', 'a 1', 'a 1']);
		expect(reads()).toBe(1);
	});

	it('keeps nothing that failed', async () => {
		const { values, read } = setup();
		await expect(values.get('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
		expect(await values.get('a', read('a'))).toBe('a 1');
	});

	it('forgets what it keeps and what was being read when told to', async () => {
		const { values, read, reads } = setup();
		await values.get('a', read('a'));
		let finish: (value: string) => void = () => {};
		const slow = values.get('b', () => new Promise<string>((done) => (finish = done)));
		values.forgetAll();
		finish('b before the write');
		expect(await slow).toBe('b before the write');
		expect(await values.get('a', read('a'))).toBe('a 2');
		expect(await values.get('b', read('b'))).toBe('b 3');
		expect(reads()).toBe(3);
	});

	it('keeps at most maxEntries, dropping the oldest', async () => {
		const { values, read } = setup(2000, 2);
		await values.get('a', read('a'));
		await values.get('b', read('b'));
		await values.get('c', read('c'));
		expect(await values.get('b', read('b'))).toBe('b 2');
		expect(await values.get('a', read('a'))).toBe('a 4');
	});

	it('drops the value used longest ago, not the one read first', async () => {
		const { values, read, reads } = setup(2000, 2);
		await values.get('a', read('a'));
		await values.get('b', read('b'));
		expect(await values.get('a', read('a'))).toBe('a 1');
		await values.get('c', read('c'));
		expect(await values.get('a', read('a'))).toBe('a 1');
		expect(await values.get('b', read('b'))).toBe('b 4');
		expect(reads()).toBe(4);
	});

	it('hands out a value shouldKeep refuses but does not keep it', async () => {
		let reads = 0;
		const values = new ShortLivedValues<number>(2000, 10, Date.now, (value) => value > 1);
		const read = async () => {
			reads += 1;
			return reads;
		};
		expect(await values.get('a', read)).toBe(1);
		expect(await values.get('a', read)).toBe(2);
		expect(await values.get('a', read)).toBe(2);
	});

	it('keeps the newest values within maxWeight, and a value heavier than it not at all', async () => {
		const values = new ShortLivedValues<string>(
			2000,
			100,
			Date.now,
			() => true,
			(value) => value.length,
			10,
		);
		let reads = 0;
		const read = (value: string) => async () => {
			reads += 1;
			return value;
		};
		await values.get('a', read('aaaa'));
		await values.get('b', read('bbbb'));
		expect(values.weight).toBe(8);
		await values.get('c', read('cccc'));
		expect(values.weight).toBe(8);
		await values.get('b', read('bbbb'));
		await values.get('c', read('cccc'));
		expect(reads).toBe(3);
		await values.get('a', read('aaaa'));
		expect(reads).toBe(4);
		expect(await values.get('huge', read('h'.repeat(11)))).toBe('h'.repeat(11));
		expect(values.weight).toBe(8);
		values.forgetAll();
		expect(values.weight).toBe(0);
	});
});

describe('ShortLivedValues.refreshWhere', () => {
	it('reads a stale value again for its first caller, handing it to those who ask meanwhile', async () => {
		const values = new ShortLivedValues<string>(60_000, 10);
		await values.get('a', async () => 'old a');
		await values.get('b', async () => 'old b');
		values.refreshWhere((key) => key === 'a');
		expect(values.peek('a')).toBeUndefined();
		expect(values.peek('b')?.value).toBe('old b');
		let finish: (value: string) => void = () => {};
		const first = values.get('a', () => new Promise<string>((resolve) => (finish = resolve)));
		// Meanwhile: the stale value, no second read.
		expect(await values.get('a', async () => 'second read')).toBe('old a');
		finish('new a');
		expect(await first).toBe('new a');
		expect(values.peek('a')?.value).toBe('new a');
	});

	it('does not keep a read under way when its key goes stale', async () => {
		const values = new ShortLivedValues<string>(60_000, 10);
		let finish: (value: string) => void = () => {};
		const reading = values.get('a', () => new Promise<string>((resolve) => (finish = resolve)));
		values.refreshWhere(() => true);
		finish('read before the write');
		expect(await reading).toBe('read before the write');
		expect(values.peek('a')).toBeUndefined();
		expect(await values.get('a', async () => 'after')).toBe('after');
	});

	it('drops a stale value whose new read may not be kept', async () => {
		const values = new ShortLivedValues<string>(60_000, 10, Date.now, (value) => value !== 'no');
		await values.get('a', async () => 'yes');
		values.refreshWhere(() => true);
		expect(await values.get('a', async () => 'no')).toBe('no');
		expect(await values.get('a', async () => 'again')).toBe('again');
	});
});
