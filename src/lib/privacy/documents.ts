/**
 * The documents a person agrees to, by version: a new version is agreed to afresh at the next
 * login, and each consent row names the version it was given for.
 */
export const PRIVACY_POLICY = {
	document: 'privacy_policy',
	title: '个人信息保护政策',
	version: '1.0',
	date: '2026-11-28',
} as const;

export const SERVICE_TERMS = {
	document: 'service_terms',
	title: '用户服务协议',
	version: '1.0',
	date: '2026-11-28',
} as const;

/** What the login form's box says; the refusal of a login without it repeats it. */
export const LOGIN_AGREEMENT_TEXT = `请阅读并同意《${SERVICE_TERMS.title}》和《${PRIVACY_POLICY.title}》`;
