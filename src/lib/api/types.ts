/** Shapes shared by every part of the portal API (docs/api.md). Import with `import type` only. */

/** 0 success; see docs/api.md for the catalogue. */
export type ApiCode =
	| 0
	| 100000001
	| 100000002
	| 100000003
	| 100000004
	| 100000005
	| 100000006
	| 100000007
	| 100000008
	| 100000009
	| 100000010
	| 100000011
	| 100000403
	| 100000099
	| 100000500
	| 100000503
	| 100100001
	| 100100002
	| 100100003
	| 100100004
	| 100100005
	| 100100006
	| 100100007
	| 100100008
	| 100300001
	| 100250101
	| 100250102
	| 100250103
	| 100250104
	| 100250106;

export interface ApiEnvelope<T> {
	code: ApiCode;
	msg: string;
	data: T;
}

export interface Page<T> {
	items: T[];
	total: number;
	page: number;
	pageSize: number;
}

export interface LoginResult {
	token: string;
	sign: string;
	openid: string;
	uid: string;
}

/** Who the user is, as login and the session name them. */
export interface UserProfile {
	uid: string;
	openid: string;
	show_name: string;
	/** Whether the person chose `show_name`; false while it is the sign-up default (用户0002). */
	name_set: boolean;
	avatar: string;
	/** Masked: 138****0001. */
	mobile: string;
	is_kpy: number;
	roles: string[];
}

/** `getUserInfo`: the profile, the unread 站内信 count and the 短信通知 choice. */
export interface UserInfo extends UserProfile {
	unread_count: number;
	/** Promotion, change and reminder notices also go by SMS (on unless switched off). */
	sms_notices: boolean;
}

export interface UploadResult {
	url: string;
	name: string;
	mime: string;
	size: number;
	width: number | null;
	height: number | null;
}

export interface Region {
	code: string;
	name: string;
}

export interface SendCodeResult {
	expires_in: number;
	resend_in: number;
}

/** A signed ALTCHA proof-of-work challenge, as the `altcha` widget takes it. */
export interface CaptchaChallenge {
	parameters: {
		algorithm: string;
		nonce: string;
		salt: string;
		cost: number;
		keyLength: number;
		keyPrefix: string;
		keySignature?: string;
		expiresAt?: number;
	};
	signature?: string;
}

export interface PageQuery {
	page: number;
	pageSize: number;
}
