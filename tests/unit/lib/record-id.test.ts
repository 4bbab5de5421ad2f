import { describe, expect, it } from 'vitest';
import { DATABASE_ID_MAX, isDatabaseId, recordIdText } from '../../../src/lib/record-id';
import { checkinPage, detailPage, publishPage, resourcePage } from '../../../src/lib/routes';
import { idField, parseDatabaseId } from '../../../src/lib/validation/fields';

const BOUNDARIES = [
	{ value: 0, isId: false },
	{ value: 1, isId: true },
	{ value: DATABASE_ID_MAX, isId: true },
	{ value: DATABASE_ID_MAX + 1, isId: false },
	{ value: 9_999_999_999, isId: false },
	{ value: -1, isId: false },
	{ value: 1.5, isId: false },
];

describe('one rule for a record id', () => {
	it.each(BOUNDARIES)(
		'$value: the same answer from pages, the API and links',
		({ value, isId }) => {
			expect(isDatabaseId(value)).toBe(isId);
			expect(parseDatabaseId(String(value)) !== null).toBe(isId);
			expect(idField('活动编号').safeParse(value).success).toBe(isId);
			expect(idField('活动编号').safeParse(String(value)).success).toBe(isId);
			if (isId) expect(recordIdText(value)).toBe(String(value));
			else expect(() => recordIdText(value)).toThrow(RangeError);
		},
	);

	it('writes links to the highest id that a page reads back, and none beyond it', () => {
		for (const href of [
			detailPage(DATABASE_ID_MAX),
			resourcePage(DATABASE_ID_MAX, 'mobile'),
			publishPage('desktop', DATABASE_ID_MAX),
			checkinPage(DATABASE_ID_MAX),
		]) {
			const id = new URL(href, 'https://kepu.example.cn').searchParams.get('id');
			expect(parseDatabaseId(id), href).toBe(DATABASE_ID_MAX);
		}
		expect(() => detailPage(DATABASE_ID_MAX + 1)).toThrow(RangeError);
		expect(() => publishPage('mobile', 0)).toThrow(RangeError);
	});
});
