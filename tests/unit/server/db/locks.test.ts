import { describe, expect, it } from 'vitest';
import { LOCKS } from '../../../../src/server/db/locks';

describe('LOCKS', () => {
	it('gives every advisory lock its own key, a PostgreSQL int4', () => {
		const keys = Object.values(LOCKS);
		expect(new Set(keys).size).toBe(keys.length);
		for (const key of keys) expect(Number.isInteger(key) && key > 0 && key < 2 ** 31).toBe(true);
	});
});
