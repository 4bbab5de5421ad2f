/** Field rules of the login form; each message names the field and the rule. */
export const SEND_CODE_COOLDOWN_S = 60;

/** A mainland mobile number: 1, then 3 to 9, then nine digits; the server's schema uses it too. */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;
export const MOBILE_RULE = '手机号应为以 1 开头、第二位为 3 至 9 的 11 位数字';
const CODE_PATTERN = /^\d{6}$/;

export function mobileError(mobile: string): string | null {
	if (mobile.trim() === '') return '请输入手机号';
	if (!MOBILE_PATTERN.test(mobile.trim())) return MOBILE_RULE;
	return null;
}

export function codeError(code: string): string | null {
	if (code.trim() === '') return '请输入验证码';
	if (!CODE_PATTERN.test(code.trim())) return '验证码应为 6 位数字';
	return null;
}
