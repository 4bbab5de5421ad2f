import { and, eq, inArray } from 'drizzle-orm';
import { activityEdits } from '../../db/schema';
import type { Db } from '../../db/types';
import type { ActivityRow } from './present';

/** The columns an owner's edit replaces; the rest (status, counters, owner) belong to the activity. */
const EDITABLE_KEYS = [
	'title',
	'cover',
	'coverFocus',
	'summary',
	'contentHtml',
	'startAt',
	'endAt',
	'mode',
	'provinceCode',
	'cityCode',
	'districtCode',
	'venue',
	'address',
	'onlineUrl',
	'organizer',
	'contactName',
	'contactPhone',
	'audiences',
	'lhType',
	'educationBaseId',
	'capacity',
	'registrationFields',
	'waitlistEnabled',
	'asksAge',
	'lateChanges',
	'checkinOpensBefore',
	'checkinClosesAfter',
] as const;

export type EditableColumns = Pick<ActivityRow, (typeof EDITABLE_KEYS)[number]>;

export interface ActivityEdit {
	status: 'pending' | 'rejected';
	rejectReason: string;
	submittedAt: Date;
	columns: EditableColumns;
}

function decode(content: Record<string, unknown>): EditableColumns {
	// An edit stored before a column became editable keeps the activity's value of it.
	const picked = Object.fromEntries(
		EDITABLE_KEYS.filter((key) => key in content).map((key) => [key, content[key]]),
	);
	return {
		...picked,
		startAt: new Date(String(content.startAt)),
		endAt: new Date(String(content.endAt)),
	} as EditableColumns;
}

export function toEdit(row: typeof activityEdits.$inferSelect): ActivityEdit {
	return {
		status: row.status,
		rejectReason: row.rejectReason,
		submittedAt: row.submittedAt,
		columns: decode(row.content),
	};
}

/** The activity as its owner last wrote it: the public row with the waiting or rejected edit over it. */
export function withEdit(row: ActivityRow, edit: ActivityEdit | null | undefined): ActivityRow {
	return edit ? { ...row, ...edit.columns } : row;
}

/** Stores an edit for review in the caller's transaction, replacing the one before it. */
export async function saveEdit(
	tx: Db,
	activityId: number,
	columns: EditableColumns,
	now: Date,
): Promise<void> {
	const content = JSON.parse(JSON.stringify(columns)) as Record<string, unknown>;
	const fresh = { content, status: 'pending' as const, rejectReason: '', submittedAt: now };
	await tx
		.insert(activityEdits)
		.values({ activityId, ...fresh })
		.onConflictDoUpdate({ target: activityEdits.activityId, set: { ...fresh, reviewedAt: null } });
}

/** Forgets an activity's edit: it was applied, replaced by one applied at once, or the activity cancelled. */
export async function dropEdit(tx: Db, activityId: number): Promise<void> {
	await tx.delete(activityEdits).where(eq(activityEdits.activityId, activityId));
}

export async function findEdit(db: Db, activityId: number): Promise<ActivityEdit | null> {
	const [row] = await db
		.select()
		.from(activityEdits)
		.where(eq(activityEdits.activityId, activityId));
	return row ? toEdit(row) : null;
}

/** The waiting edit of an activity, locked for the reviewer's decision, or null. */
export async function lockPendingEdit(tx: Db, activityId: number): Promise<ActivityEdit | null> {
	const [row] = await tx
		.select()
		.from(activityEdits)
		.where(and(eq(activityEdits.activityId, activityId), eq(activityEdits.status, 'pending')))
		.for('update');
	return row ? toEdit(row) : null;
}

/** The edits of some activities, by activity id (the owner's 我发布的 list). */
export async function editsOf(db: Db, ids: readonly number[]): Promise<Map<number, ActivityEdit>> {
	if (ids.length === 0) return new Map();
	const rows = await db
		.select()
		.from(activityEdits)
		.where(inArray(activityEdits.activityId, [...ids]));
	return new Map(rows.map((row) => [row.activityId, toEdit(row)]));
}
