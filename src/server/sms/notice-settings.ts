import { type Env, read } from '../env-values';
import type { SmsNoticeKind } from './notice-kinds';

/** SMS copies of promotion, change and reminder notices (docs/providers.md, "SMS notices"). */
export interface SmsNoticeSettings {
	/** The approved template of each kind (SMS_TEMPLATE_PROMOTION…); a kind without one is not sent. */
	templates: Partial<Record<SmsNoticeKind, string>>;
	/** Notices one person may get by SMS in a Beijing day (SMS_NOTICES_PER_USER_PER_DAY). */
	perUserPerDay: number;
}

const TEMPLATE_VARIABLES: Record<SmsNoticeKind, string> = {
	promotion: 'SMS_TEMPLATE_PROMOTION',
	change: 'SMS_TEMPLATE_CHANGE',
	reminder: 'SMS_TEMPLATE_REMINDER',
};

const DEFAULT_PER_USER_PER_DAY = 5;

export function readSmsNoticeSettings(env: Env): SmsNoticeSettings {
	const templates: SmsNoticeSettings['templates'] = {};
	for (const [kind, key] of Object.entries(TEMPLATE_VARIABLES) as [SmsNoticeKind, string][]) {
		const template = read(env, key)?.trim();
		if (template) templates[kind] = template;
	}
	const capText = read(env, 'SMS_NOTICES_PER_USER_PER_DAY');
	const perUserPerDay = capText === undefined ? DEFAULT_PER_USER_PER_DAY : Number(capText);
	if (!Number.isInteger(perUserPerDay) || perUserPerDay < 0) {
		throw new Error(
			`SMS_NOTICES_PER_USER_PER_DAY 应为不小于 0 的整数（0 不发短信通知）/ must be an integer of 0 or more: ${capText}`,
		);
	}
	return { templates, perUserPerDay };
}
