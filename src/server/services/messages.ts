import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Page } from '../../lib/api/types';
import type { UserMessage } from '../../lib/api/user-types';
import { formatBusinessTime } from '../../lib/beijing-time';
import type { MessageKind } from '../../lib/message-kinds';
import { messages } from '../db/schema';
import type { Db } from '../db/types';

export interface MessageDraft {
	kind: MessageKind;
	title: string;
	body: string;
	activityId?: number;
}

/** Writes one message to each user; answers the rows written. */
export async function notifyUsers(
	db: Db,
	userIds: number[],
	message: MessageDraft,
): Promise<{ id: number; userId: number }[]> {
	if (userIds.length === 0) return [];
	return db
		.insert(messages)
		.values(
			userIds.map((userId) => ({
				userId,
				kind: message.kind,
				title: message.title,
				body: message.body,
				activityId: message.activityId ?? null,
			})),
		)
		.returning({ id: messages.id, userId: messages.userId });
}

function toUserMessage(row: typeof messages.$inferSelect): UserMessage {
	return {
		id: row.id,
		kind: row.kind,
		title: row.title,
		body: row.body,
		activity_id: row.activityId,
		read: row.readAt !== null,
		created_at: formatBusinessTime(row.createdAt),
	};
}

export async function listMessages(
	db: Db,
	userId: number,
	paging: { page: number; pageSize: number },
): Promise<Page<UserMessage>> {
	const where = eq(messages.userId, userId);
	const [rows, [total]] = await Promise.all([
		db
			.select()
			.from(messages)
			.where(where)
			.orderBy(desc(messages.createdAt), desc(messages.id))
			.limit(paging.pageSize)
			.offset((paging.page - 1) * paging.pageSize),
		db.select({ n: count() }).from(messages).where(where),
	]);
	return { items: rows.map(toUserMessage), total: total?.n ?? 0, ...paging };
}

export async function countUnreadMessages(db: Db, userId: number): Promise<number> {
	const [row] = await db
		.select({ n: count() })
		.from(messages)
		.where(and(eq(messages.userId, userId), isNull(messages.readAt)));
	return row?.n ?? 0;
}

/** Marks the given messages (or all, when `ids` is empty) of a user read. */
export async function markMessagesRead(db: Db, userId: number, ids: number[], now: Date) {
	await db
		.update(messages)
		.set({ readAt: now })
		.where(
			and(
				eq(messages.userId, userId),
				isNull(messages.readAt),
				ids.length ? inArray(messages.id, ids) : undefined,
			),
		);
}
