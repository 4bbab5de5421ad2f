import { describe, expect, test } from 'vitest';
import { requiredText } from '../../../../src/lib/validation/fields';
import { countVisible, trimInvisible } from '../../../../src/lib/validation/visible-text';

const ZWSP = '\u200B';

describe('countVisible and trimInvisible', () => {
	test.each([
		[`${ZWSP}${ZWSP}`, 0, ''],
		['\u3000\u00A0 科普 \u2003', 2, '科普'],
		['\u202E\u2066标题\u2069\u200F', 2, '标题'],
		['\uFEFF\u2060\u00AD', 0, ''],
		[`科${ZWSP}普`, 2, `科${ZWSP}普`],
		['👩‍🔬讲座', 4, '👩‍🔬讲座'],
	])('%j has %i visible characters and trims to %j', (text, visible, trimmed) => {
		expect(countVisible(text)).toBe(visible);
		expect(trimInvisible(text)).toBe(trimmed);
	});
});

describe('requiredText', () => {
	const title = requiredText('活动标题', 2, 5);

	test('takes a text of invisible characters for an empty one', () => {
		expect(title.safeParse(`${ZWSP}${ZWSP}`).error?.issues[0]?.message).toBe('活动标题至少 2 个字');
		expect(title.safeParse('\u202E\u200B').error?.issues[0]?.message).toBe('活动标题至少 2 个字');
	});

	test('counts only visible characters against the bounds and stores the trimmed text', () => {
		expect(title.safeParse(`${ZWSP}科普${ZWSP}`).data).toBe('科普');
		expect(title.safeParse(`科${ZWSP}${ZWSP}${ZWSP}${ZWSP}普`).success).toBe(true);
		expect(title.safeParse('一二三四五六').error?.issues[0]?.message).toBe('活动标题最多 5 个字');
	});
});
