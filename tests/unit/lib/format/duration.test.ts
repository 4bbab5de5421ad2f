import { describe, expect, it } from 'vitest';
import { formatDuration } from '../../../../src/lib/format/duration';

describe('video durations', () => {
	it('writes minutes and seconds, and hours only when there are some', () => {
		expect(formatDuration(205)).toBe('03:25');
		expect(formatDuration(3723)).toBe('1:02:03');
	});

	it('writes nothing for an unknown length', () => {
		expect(formatDuration(0)).toBe('');
	});
});
