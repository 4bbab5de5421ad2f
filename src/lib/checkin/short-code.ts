import { normalizeCrockford } from './crockford';

/** A check-in short code: the registration number's characters, then the check characters. */
export const SHORT_CODE_CHECK_LENGTH = 4;
/** The registration number takes at least this many characters (32⁵ ≈ 33 million). */
export const SHORT_CODE_ID_LENGTH = 5;

/** `ABCDE1234` shown as `ABCDE-1234`, easier to read out and type. */
export function formatShortCode(code: string): string {
	const split = code.length - SHORT_CODE_CHECK_LENGTH;
	return `${code.slice(0, split)}-${code.slice(split)}`;
}

/** A typed code in its stored form, or `null` when it cannot be one (wrong characters or length). */
export function normalizeShortCode(text: string): string | null {
	const code = normalizeCrockford(text);
	if (!code) return null;
	const min = SHORT_CODE_ID_LENGTH + SHORT_CODE_CHECK_LENGTH;
	return code.length >= min && code.length <= min + 2 ? code : null;
}
