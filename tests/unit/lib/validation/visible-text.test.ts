import { describe, expect, test } from 'vitest';
import { optionalText, requiredText } from '../../../../src/lib/validation/fields';
import { registrationFieldError } from '../../../../src/lib/validation/registration-details';
import { countVisible, trimInvisible } from '../../../../src/lib/validation/visible-text';

const ZWSP = '\u200B';

/** Texts that render as nothing (attack report H13), and more of the same class. */
const INVISIBLE_TITLES = [
	'\uFE0F\uFE0F\uFE0F',
	'\u034F\u034F\u115F\u1160',
	'\u0301\u0301\u0301',
	'\u3164\u3164',
	'\uFFA0\uFFA0',
	'\u180B\u180C\u180D\u180F',
	'\u{E0041}\u{E0042}\u{E007F}',
	'\u00AD\u061C\u2066',
	'\u0001\u0002\u007F',
	' \u0301 \u20DD',
	'\u3164\u0301\u3164\u0301',
];

describe('countVisible and trimInvisible', () => {
	test.each([
		[`${ZWSP}${ZWSP}`, 0, ''],
		['\u3000\u00A0 科普 \u2003', 2, '科普'],
		['\u202E\u2066标题\u2069\u200F', 2, '标题'],
		['\uFEFF\u2060\u00AD', 0, ''],
		[`科${ZWSP}普`, 2, `科${ZWSP}普`],
		['👩‍🔬讲座', 3, '👩‍🔬讲座'],
		['👍🏽点赞', 3, '👍🏽点赞'],
		['👨‍👩‍👧亲子', 3, '👨‍👩‍👧亲子'],
		['❤️科普', 3, '❤️科普'],
		['科普❤️', 3, '科普❤️'],
		['\u0301\u0301科普', 2, '科普'],
		['café', 4, 'café'],
		['\u3164科普\u115F\u1160', 2, '科普'],
	])('%j has %i visible characters and trims to %j', (text, visible, trimmed) => {
		expect(countVisible(text)).toBe(visible);
		expect(trimInvisible(text)).toBe(trimmed);
	});

	test.each(INVISIBLE_TITLES)('%j shows nothing', (text) => {
		expect(countVisible(text)).toBe(0);
		expect(trimInvisible(text)).toBe('');
	});
});

describe('requiredText', () => {
	const title = requiredText('活动标题', 2, 5);

	test('takes a text of invisible characters for an empty one', () => {
		expect(title.safeParse(`${ZWSP}${ZWSP}`).error?.issues[0]?.message).toBe('活动标题至少 2 个字');
		expect(title.safeParse('\u202E\u200B').error?.issues[0]?.message).toBe('活动标题至少 2 个字');
	});

	test.each(INVISIBLE_TITLES)('refuses the title %j, which renders as nothing', (text) => {
		expect(title.safeParse(text).error?.issues[0]?.message).toBe('活动标题至少 2 个字');
	});

	test.each([
		['全国科普月', '全国科普月'],
		['👍🏽点赞', '👍🏽点赞'],
		['👨‍👩‍👧亲子游', '👨‍👩‍👧亲子游'],
		['👨‍👩‍👧👍🏽', '👨‍👩‍👧👍🏽'],
		[' 科普\uFE0F\u3164', '科普\uFE0F'],
	])('accepts the title %j and stores %j', (text, stored) => {
		expect(title.safeParse(text).data).toBe(stored);
	});

	test('counts only visible characters against the bounds and stores the trimmed text', () => {
		expect(title.safeParse(`${ZWSP}科普${ZWSP}`).data).toBe('科普');
		expect(title.safeParse(`科${ZWSP}${ZWSP}${ZWSP}${ZWSP}普`).success).toBe(true);
		expect(title.safeParse('一二三四五六').error?.issues[0]?.message).toBe('活动标题最多 5 个字');
	});
});

describe('optionalText', () => {
	test.each(INVISIBLE_TITLES)('stores %j, which shows nothing, as an empty text', (text) => {
		expect(optionalText('活动简介', 200).safeParse(text).data).toBe('');
	});
});

describe('registrationFieldError', () => {
	test.each(INVISIBLE_TITLES)('asks for a name when %j is given', (text) => {
		expect(registrationFieldError('name', text)).toBe('请填写姓名');
	});
});
