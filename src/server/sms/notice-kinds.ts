/** 站内信 that also go by SMS: a waitlist promotion, a time/place change, a reminder. */
export const SMS_NOTICE_KINDS = ['promotion', 'change', 'reminder'] as const;

export type SmsNoticeKind = (typeof SMS_NOTICE_KINDS)[number];

/**
 * Each kind's template variables: Aliyun's `${name}`s, and Tencent's `{1}`, `{2}`… in this order.
 * docs/providers.md, "SMS notices", gives a template text for each.
 */
export const NOTICE_TEMPLATE_PARAMS = {
	promotion: ['title'],
	change: ['title', 'detail'],
	reminder: ['title', 'time'],
} as const satisfies Record<SmsNoticeKind, readonly string[]>;

export type NoticeParams<Kind extends SmsNoticeKind = SmsNoticeKind> = Record<
	(typeof NOTICE_TEMPLATE_PARAMS)[Kind][number],
	string
>;

/**
 * How a notice ended: `sending` holds one of the person's daily slots while the provider answers;
 * the rest are final.
 */
export const SMS_NOTICE_OUTCOMES = [
	'sending',
	'sent',
	'opted_out',
	'capped',
	'no_template',
	'no_mobile',
	'failed',
] as const;

export type SmsNoticeOutcome = (typeof SMS_NOTICE_OUTCOMES)[number];

/** A notification template's variable may hold 35 characters (Aliyun's rule; Tencent's is no looser). */
const MAX_PARAM_LENGTH = 35;

/** Cuts a variable to what a template takes, with an ellipsis when cut. */
export function fitParam(text: string): string {
	const characters = [...text.trim()];
	if (characters.length <= MAX_PARAM_LENGTH) return characters.join('');
	return `${characters.slice(0, MAX_PARAM_LENGTH - 1).join('')}…`;
}
