/**
 * The rule of a display name (昵称), in plain code: the name dialog checks with it without loading
 * zod, and the API answers the same sentences.
 */
import { countVisible, trimInvisible } from './visible-text';

export const DISPLAY_NAME_LABEL = '昵称';
export const DISPLAY_NAME_MIN = 2;
export const DISPLAY_NAME_MAX = 20;
/** UTF-16 units: 20 family emoji fit; a name stacked with combining marks does not. */
const STORED_MAX = 120;

// Controls, line breaks, format characters (bidi overrides, zero-width spaces) and the other code
// points that draw nothing (Hangul fillers), other than what emoji sequences are built from: the
// zero-width joiner, variation selectors and tag characters.
const HIDDEN_CHARACTER =
	/[\p{Cc}\p{Zl}\p{Zp}]|(?![\u200D\p{Variation_Selector}\u{E0020}-\u{E007F}])[\p{Cf}\p{Default_Ignorable_Code_Point}]/u;
const MARKUP = /<\s*\/?\s*[a-z!?]/i;
const MOBILE_NUMBER = /1\d{10}/;
/** What sign-up names people by: a chosen name may not pass for someone else's default. */
const DEFAULT_NAME = /^(用户\d{4}|科普用户)$/;
/** Words that would pass a person off as the portal's staff. */
const RESERVED_WORDS = ['管理员', '官方', '客服', '科普月', 'admin'];

/** The name as stored: trimmed, each run of spaces inside made one space, composed (NFC). */
export function normalizeDisplayName(raw: string): string {
	return trimInvisible(raw.normalize('NFC')).replace(/\p{Zs}+/gu, ' ');
}

/** The name's problem in Chinese naming the field and the rule, or null. */
export function displayNameError(raw: unknown): string | null {
	const label = DISPLAY_NAME_LABEL;
	if (raw === undefined || raw === null) return `请填写${label}`;
	if (typeof raw !== 'string') return `${label}必须是文本`;
	const name = normalizeDisplayName(raw);
	if (name === '') return `请填写${label}`;
	if (HIDDEN_CHARACTER.test(name)) return `${label}不能包含换行、制表符等控制字符或不可见字符`;
	const length = countVisible(name);
	if (length < DISPLAY_NAME_MIN) return `${label}至少 ${DISPLAY_NAME_MIN} 个字`;
	if (length > DISPLAY_NAME_MAX || name.length > STORED_MAX) {
		return `${label}最多 ${DISPLAY_NAME_MAX} 个字`;
	}
	if (MARKUP.test(name)) return `${label}不能包含 HTML 标签`;
	if (MOBILE_NUMBER.test(name.replace(/[\s-]/gu, ''))) return `${label}不能包含手机号`;
	if (DEFAULT_NAME.test(name)) return `请换一个${label}，不能使用“用户+数字”这样的默认名`;
	const lower = name.toLowerCase().replace(/\s/gu, '');
	const reserved = RESERVED_WORDS.find((word) => lower.includes(word));
	if (reserved) return `${label}不能包含“${reserved}”`;
	return null;
}

/** The name checked and normalised, or the refusal. */
export function checkDisplayName(raw: unknown): { name: string } | { error: string } {
	const error = displayNameError(raw);
	return error ? { error } : { name: normalizeDisplayName(raw as string) };
}
