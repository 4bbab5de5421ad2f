import {
	REGISTRATION_FIELD_NAMES,
	REGISTRATION_FIELDS,
	type RegistrationField,
} from '../validation/registration-details';

/** What an organiser sees of one registration, as recorded with the consent. */
export type SharedItem =
	| RegistrationField
	| 'account_name'
	| 'login_mobile_masked'
	| 'under_14'
	| 'guardian_name';

const SHARED_LABELS: Record<SharedItem, string> = {
	...REGISTRATION_FIELD_NAMES,
	account_name: '账号昵称',
	login_mobile_masked: '登录手机号（隐去中间四位，如 138****0001）',
	under_14: '是否未满14周岁',
	guardian_name: '监护人姓名（未满14周岁时）',
};

/**
 * Exactly what the organiser of an activity sees of a joiner (participant lists and exports):
 * the fields it asks for, the account's name when it asks for none, and the login number masked
 * when it does not ask for a phone (participants/query.ts shows a given number in full).
 */
export function sharedWithOrganiser(
	fields: readonly RegistrationField[],
	asksAge: boolean,
): SharedItem[] {
	const items: SharedItem[] = REGISTRATION_FIELDS.filter((field) => fields.includes(field));
	if (!fields.includes('name')) items.unshift('account_name');
	if (!fields.includes('mobile')) items.push('login_mobile_masked');
	if (asksAge) items.push('under_14', 'guardian_name');
	return items;
}

export function sharedLabel(item: SharedItem): string {
	return SHARED_LABELS[item];
}

/** What the registration dialog's box says; a join without it is refused with the same words. */
export const REGISTRATION_AGREEMENT_TEXT = '请阅读并同意向主办方提供以上报名信息';
