/**
 * Why the domain refuses. The API edge (api/domain-answers.ts) alone turns a reason into an answer
 * code, an HTTP status and, where the domain gives no sentence of its own, a Chinese message.
 */
export type DomainReason =
	/** Input breaks a rule; the message names the field and the rule. */
	| 'invalid'
	/** No such record, or one the person may not know exists. */
	| 'not_found'
	/** The person may see the record but not do this to it. */
	| 'forbidden'
	/** An admin acting outside the region their role covers. */
	| 'out_of_scope'
	| 'rate_limited'
	| 'unsigned'
	| 'stale_signature'
	| 'wrong_code'
	| 'code_expired'
	| 'code_locked'
	| 'send_too_often'
	| 'sms_failed'
	| 'captcha_required'
	| 'captcha_refused'
	/** No seat left. */
	| 'full'
	/** The activity takes no joins, waitlist entries or check-ins now. */
	| 'closed'
	/** The record's state does not allow the change (reviewed already, cancelled). */
	| 'not_editable'
	| 'bad_upload'
	| 'publish_closed';

/** A refusal on purpose, thrown by services, auth, SMS, storage and the captcha. */
export class DomainError extends Error {
	constructor(
		readonly reason: DomainReason,
		/** The sentence the person reads; the edge's general one for the reason when empty. */
		message = '',
		/** Figures the client acts on (seconds to wait, a captcha challenge). */
		readonly data: Record<string, unknown> | null = null,
	) {
		super(message);
	}
}

/** Shorthands for the refusals thrown most. */
export const refuse = {
	invalid: (message: string) => new DomainError('invalid', message),
	notFound: (message?: string) => new DomainError('not_found', message),
	forbidden: (message?: string) => new DomainError('forbidden', message),
	outOfScope: (message?: string) => new DomainError('out_of_scope', message),
};
