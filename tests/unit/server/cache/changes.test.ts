import { describe, expect, it } from 'vitest';
import {
	type CacheChange,
	decodeChanges,
	encodeChanges,
} from '../../../../src/server/cache/changes';

describe('a change as it travels between instances', () => {
	it('arrives as it was sent', () => {
		for (const change of [
			{ kind: 'activity', id: 7 },
			{ kind: 'page', id: 9 },
			{ kind: 'lists', id: 12 },
			{ kind: 'lists', id: null },
			{ kind: 'all' },
		] as const)
			expect(decodeChanges(encodeChanges([change]))).toEqual([change]);
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
			expect(decodeChanges(text), text).toEqual([{ kind: 'all' }]);
		expect(decodeChanges('{"kind":"lists","id":"x"}')).toEqual([{ kind: 'lists', id: null }]);
		expect(decodeChanges('[]')).toEqual([{ kind: 'all' }]);
	});

	it('travel several in one notice, each read on its own', () => {
		const changes: CacheChange[] = [
			{ kind: 'activity', id: 7 },
			{ kind: 'activity', id: 8 },
			{ kind: 'lists', id: null },
		];
		expect(decodeChanges(encodeChanges(changes))).toEqual(changes);
		expect(decodeChanges('[{"kind":"activity","id":3},{"kind":"other"}]')).toEqual([
			{ kind: 'activity', id: 3 },
			{ kind: 'all' },
		]);
	});
});
