/** Request and answer shapes of the check-in API (docs/api.md, "Check-in"). Import with `import type`. */

/** The joined person's own check-in codes for one activity. */
export interface CheckinPass {
	registration_id: number;
	activity_id: number;
	/** The signed QR payload; carries no personal data. */
	payload: string;
	/** The short code to type by hand, e.g. `0001K-7QX3`. */
	code: string;
	/** `YYYY-MM-DD HH:mm:ss` (Asia/Shanghai): the codes are refused after it. */
	expires_at: string;
	/** When the person was checked in, or `null`. */
	checked_in_at: string | null;
}

/** What the organiser sees of an activity's check-in. */
export interface CheckinStats {
	activity_id: number;
	title: string;
	checkin_count: number;
	join_count: number;
	/** `YYYY-MM-DD HH:mm:ss` (Asia/Shanghai): check-in opens; `null` for an online-only activity. */
	opens_at: string | null;
	/** And closes; `null` for an online-only activity. */
	closes_at: string | null;
}

/** getCheckinInfo: the caller's pass (when joined) and the figures (when the organiser or an admin). */
export interface CheckinInfo {
	pass: CheckinPass | null;
	stats: CheckinStats | null;
}

/** activityCheckin: a QR payload or a typed short code (or both, naming the same registration). */
export interface CheckinInput {
	id: number;
	payload?: string;
	code?: string;
}

export interface CheckinResult {
	registration_id: number;
	/** 姓名 given when joining, in full (the organiser checks it at the door), else the display name. */
	name: string;
	/** The person's mobile number, masked (138****0001). */
	mobile: string;
	/** This call found the registration checked in already (by an earlier scan or a resend). */
	already: boolean;
	checked_in_at: string;
	checkin_count: number;
	join_count: number;
}
