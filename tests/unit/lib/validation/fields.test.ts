import { describe, expect, test } from 'vitest';
import { DATABASE_ID_MAX } from '../../../../src/lib/record-id';
import { idField, parseDatabaseId } from '../../../../src/lib/validation/fields';

describe('parseDatabaseId', () => {
	test.each(['1', '42', '2147483647', ' 7 '])('takes %j', (text) => {
		expect(parseDatabaseId(text)).toBe(Number(text));
	});

	test.each([
		'0',
		'-1',
		'2147483648',
		'9999999999',
		'99999999999999999999999',
		'1.5',
		'1e3',
		'0x10',
		'',
		'abc',
		null,
		undefined,
	])('refuses %j', (text) => {
		expect(parseDatabaseId(text)).toBeNull();
	});
});

describe('idField', () => {
	test('names the field and the range in its message', () => {
		const field = idField('活动编号');
		expect(field.safeParse(DATABASE_ID_MAX).success).toBe(true);
		const over = field.safeParse(DATABASE_ID_MAX + 1);
		expect(over.error?.issues[0]?.message).toBe(`活动编号不能大于 ${DATABASE_ID_MAX}`);
		expect(field.safeParse(0).error?.issues[0]?.message).toBe('活动编号不能小于 1');
	});
});
