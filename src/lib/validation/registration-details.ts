/**
 * The details an activity may ask its joiners for and the rule of each, in plain code: the detail
 * page's registration dialog checks with these without loading zod (the schemas are in registration.ts).
 */
import { MOBILE_PATTERN, MOBILE_RULE } from '../login-rules';
import { countVisible, trimInvisible } from './visible-text';

/** What an activity may ask joiners for, in the order the forms show them. */
export const REGISTRATION_FIELDS = ['name', 'mobile', 'organization'] as const;
export type RegistrationField = (typeof REGISTRATION_FIELDS)[number];

export const REGISTRATION_FIELD_NAMES: Record<RegistrationField, string> = {
	name: '姓名',
	mobile: '手机号',
	organization: '单位',
};

export const NAME_MAX = 20;
export const ORGANIZATION_MAX = 50;

/** The joiner's details; '' for a field the activity does not ask for. */
export interface RegistrationDetails {
	name: string;
	mobile: string;
	organization: string;
}

const MARKUP = /<\s*\/?\s*[a-z!?]/i;

/** One detail's problem in Chinese naming the field, or null; shared by the dialog and the API. */
export function registrationFieldError(field: RegistrationField, raw: unknown): string | null {
	const label = REGISTRATION_FIELD_NAMES[field];
	if (raw !== undefined && raw !== null && typeof raw !== 'string') return `${label}必须是文本`;
	const value = trimInvisible(typeof raw === 'string' ? raw : '');
	if (value === '') return `请填写${label}`;
	if (field === 'mobile') return MOBILE_PATTERN.test(value) ? null : MOBILE_RULE;
	const max = field === 'name' ? NAME_MAX : ORGANIZATION_MAX;
	if (countVisible(value) > max) return `${label}最多 ${max} 个字`;
	if (MARKUP.test(value)) return `${label}不能包含 HTML 标签`;
	return null;
}

/**
 * The details an activity asks for, checked and trimmed; fields it does not ask for are dropped
 * (stored as ''), so nothing personal is kept that the organiser did not ask for.
 */
export function checkRegistrationDetails(
	asked: readonly RegistrationField[],
	input: Partial<Record<RegistrationField, unknown>>,
): { details: RegistrationDetails } | { error: string } {
	const details: RegistrationDetails = { name: '', mobile: '', organization: '' };
	for (const field of REGISTRATION_FIELDS) {
		if (!asked.includes(field)) continue;
		const error = registrationFieldError(field, input[field]);
		if (error) return { error };
		details[field] = trimInvisible(String(input[field]));
	}
	return { details };
}
