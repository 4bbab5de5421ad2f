import { describe, expect, it } from 'vitest';
import { decodeChange, encodeChange } from '../../../../src/server/cache/changes';

describe('a change as it travels between instances', () => {
	it('arrives as it was sent', () => {
		for (const change of [
			{ kind: 'activity', id: 7 },
			{ kind: 'page', id: 9 },
			{ kind: 'lists', id: 12 },
			{ kind: 'lists', id: null },
			{ kind: 'all' },
		] as const)
			expect(decodeChange(encodeChange(change))).toEqual(change);
	});

	it('is taken for everything when it cannot be read', () => {
		for (const text of [
			'',
			'not json',
			'3',
			'null',
			'{"kind":"activity"}',
			'{"kind":"activity","id":-1}',
			'{"kind":"page"}',
			'{"kind":"other"}',
		])
			expect(decodeChange(text), text).toEqual({ kind: 'all' });
		expect(decodeChange('{"kind":"lists","id":"x"}')).toEqual({ kind: 'lists', id: null });
	});
});
