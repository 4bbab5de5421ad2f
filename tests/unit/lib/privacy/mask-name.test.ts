import { describe, expect, test } from 'vitest';
import { maskName } from '../../../../src/lib/privacy/mask-name';

describe('maskName', () => {
	test.each([
		['李', '*'],
		['李雷', '李*'],
		['王小明', '王*明'],
		['欧阳科普', '欧**普'],
	])('%s → %s', (name, masked) => {
		expect(maskName(name)).toBe(masked);
	});
});
