import { describe, expect, test } from 'vitest';
import {
	checkDisplayName,
	displayNameError,
	normalizeDisplayName,
} from '../../../../src/lib/validation/display-name';

describe('normalizeDisplayName', () => {
	test('trims invisible ends and makes each run of spaces inside one space', () => {
		expect(normalizeDisplayName('\u200B 王\u3000\u3000 小明 \uFEFF')).toBe('王 小明');
	});

	test('composes a decomposed name (NFC), so one name is stored one way', () => {
		expect(normalizeDisplayName('Jose\u0301 李')).toBe('José 李');
	});
});

describe('displayNameError', () => {
	test('accepts a two-character Chinese name, a Latin name and emoji', () => {
		expect(displayNameError('李雷')).toBeNull();
		expect(displayNameError('Li Lei')).toBeNull();
		expect(displayNameError('👍🏽科普')).toBeNull();
	});

	test('counts what the reader sees: twenty characters with marks pass, twenty-one do not', () => {
		expect(displayNameError('é'.normalize('NFD').repeat(20))).toBeNull();
		expect(displayNameError('好'.repeat(21))).toBe('昵称最多 20 个字');
	});

	test('refuses characters that show nothing inside the name', () => {
		const hidden = ['\u0000', '\u0007', '\u2028', '\u2066', '\u200E', '\u00AD', '\u3164', '\u034F'];
		for (const character of hidden) {
			expect(displayNameError(`李${character}雷`), JSON.stringify(character)).toBe(
				'昵称不能包含换行、制表符等控制字符或不可见字符',
			);
		}
	});

	test('lets the joiner and variation selectors of emoji sequences through', () => {
		expect(displayNameError('小明👩‍💻')).toBeNull();
		expect(displayNameError('小明❤️')).toBeNull();
		expect(displayNameError('小明🏴󠁧󠁢󠁳󠁣󠁴󠁿')).toBeNull();
	});
});

test('checkDisplayName answers the stored form or the refusal', () => {
	expect(checkDisplayName('  韩梅梅 ')).toEqual({ name: '韩梅梅' });
	expect(checkDisplayName('')).toEqual({ error: '请填写昵称' });
});
