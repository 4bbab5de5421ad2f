/**
 * The under-14 question an activity may ask (PIPL §31): a participant under 14 registers with a
 * guardian's name and the guardian's agreement. Plain code, shared by the dialog and the API.
 */
import { registrationFieldError } from './registration-details';
import { trimInvisible } from './visible-text';

export interface GuardianInput {
	under_14?: unknown;
	guardian_name?: unknown;
	guardian_agree?: unknown;
}

/** What a registration records; `under14` is null when the activity does not ask. */
export interface GuardianAnswer {
	under14: boolean | null;
	guardianName: string;
	guardianAgreed: boolean;
}

export const GUARDIAN_AGREEMENT_TEXT = '未满14周岁的参与者须由监护人同意报名并提供以上信息';

const NOT_ASKED: GuardianAnswer = { under14: null, guardianName: '', guardianAgreed: false };

function yesNo(value: unknown): boolean | null {
	if (value === true || value === 1 || value === '1' || value === 'true') return true;
	if (value === false || value === 0 || value === '0' || value === 'false') return false;
	return null;
}

/** The answer, or a Chinese message naming the field and the rule. */
export function checkGuardian(
	asksAge: boolean,
	input: GuardianInput,
): { answer: GuardianAnswer } | { error: string } {
	if (!asksAge) return { answer: NOT_ASKED };
	const under14 = yesNo(input.under_14);
	if (under14 === null) return { error: '请选择参与者是否未满14周岁（under_14 为 1 或 0）' };
	if (!under14) return { answer: { ...NOT_ASKED, under14: false } };
	const nameError = registrationFieldError('name', input.guardian_name);
	if (nameError) return { error: nameError.replace('姓名', '监护人姓名') };
	if (yesNo(input.guardian_agree) !== true) return { error: GUARDIAN_AGREEMENT_TEXT };
	return {
		answer: {
			under14: true,
			guardianName: trimInvisible(String(input.guardian_name)),
			guardianAgreed: true,
		},
	};
}
