import './zod-csp';
import { z } from 'zod/mini';
import { preprocess } from './preprocess';
import { REGISTRATION_FIELDS, type RegistrationField } from './registration-details';

/** The publish form's choice of fields: a list, JSON text or comma text of field names. */
export const registrationFieldsField = preprocess(
	(value) => {
		if (value === undefined || value === null) return [];
		if (typeof value !== 'string') return value;
		const text = value.trim();
		if (text.startsWith('[')) {
			try {
				return JSON.parse(text);
			} catch {
				return value;
			}
		}
		return text === '' ? [] : text.split(',').map((part) => part.trim());
	},
	z.pipe(
		z.array(z.enum(REGISTRATION_FIELDS, { error: '报名信息只能选择姓名、手机号、单位' }), {
			error: '报名信息必须是列表',
		}),
		z.transform((fields: RegistrationField[]) =>
			REGISTRATION_FIELDS.filter((field) => fields.includes(field)),
		),
	),
);

/** A yes/no switch: true/false, 1/0 or their text forms; absent takes the default. */
export function switchField(label: string, fallback: boolean) {
	return preprocess(
		(value) => {
			if (value === undefined || value === null || value === '') return fallback;
			if (value === 1 || value === '1' || value === 'true') return true;
			if (value === 0 || value === '0' || value === 'false') return false;
			return value;
		},
		z.boolean({ error: `${label}应为 true 或 false` }),
	);
}
