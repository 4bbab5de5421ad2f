import { smsNotices } from '../db/schema';
import type { Queryable } from '../db/types';
import { fitParam, type NoticeParams, type SmsNoticeKind } from '../sms/notice-kinds';

/** A 站内信 just written, whose SMS copy waits for the job runner. */
interface WrittenMessage {
	id: number;
	userId: number;
}

/** A notice's template variables cut to what a template takes (fitParam). */
export function fitNoticeParams<Kind extends SmsNoticeKind>(
	params: NoticeParams<Kind>,
): NoticeParams<Kind> {
	return Object.fromEntries(
		Object.entries<string>(params).map(([name, text]) => [name, fitParam(text)]),
	) as NoticeParams<Kind>;
}

/**
 * Queues the SMS copies of messages in the transaction that wrote them, so a notice goes by SMS
 * exactly when its 站内信 exists; src/server/jobs/sms-notices.ts sends them.
 */
export async function queueSmsNotices<Kind extends SmsNoticeKind>(
	tx: Queryable,
	written: readonly WrittenMessage[],
	kind: Kind,
	params: NoticeParams<Kind>,
): Promise<void> {
	if (!written.length) return;
	const fitted = fitNoticeParams(params);
	await tx.insert(smsNotices).values(
		written.map((message) => ({
			userId: message.userId,
			messageId: message.id,
			kind,
			params: fitted,
		})),
	);
}
