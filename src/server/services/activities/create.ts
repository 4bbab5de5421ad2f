import { and, eq, gt, sql } from 'drizzle-orm';
import type { SavedActivity } from '../../../lib/api/activity-types';
import type { ActivityDraft } from '../../../lib/validation/activity';
import { LOCKS } from '../../db/locks';
import { activities } from '../../db/schema';
import type { Db } from '../../db/types';
import type { OrganisationOf } from '../organisations/publish-as';
import { refuseEnded, toColumns } from './draft-columns';
import type { EditableColumns } from './edits';

export type ReviewMode = 'auto' | 'manual';

/** How long an identical submission from the same owner counts as the same one sent twice. */
const RESUBMIT_WINDOW_MS = 5 * 60 * 1000;
/** Rows a single INSERT carries: well under PostgreSQL's 65,535 parameters at ~35 columns a row. */
const INSERT_CHUNK = 500;

const comparable = (value: unknown) =>
	value instanceof Date ? value.getTime() : JSON.stringify(value ?? null);

function sameSubmission(row: EditableColumns, columns: EditableColumns): boolean {
	return Object.entries(columns).every(
		([key, value]) => comparable(row[key as keyof EditableColumns]) === comparable(value),
	);
}

export interface NewActivity {
	draft: ActivityDraft;
	/** `auto` approves it at once; `manual` (or a screening hold) leaves it pending. */
	reviewMode: ReviewMode;
}

/** Each new activity's organisation, asked once per organiser name. */
async function organisationsOf(
	tx: Db,
	items: readonly EditableColumns[],
	organisationOf: OrganisationOf | undefined,
): Promise<(number | null)[]> {
	if (!organisationOf) return items.map(() => null);
	const byOrganizer = new Map<string, number>();
	const ids: number[] = [];
	for (const item of items) {
		const known = byOrganizer.get(item.organizer);
		const id = known ?? (await organisationOf(tx, item));
		byOrganizer.set(item.organizer, id);
		ids.push(id);
	}
	return ids;
}

/**
 * New activities of one owner, in one transaction, answered in the order given. An activity the
 * same owner submitted identically within RESUBMIT_WINDOW_MS (a double click, a retry after a
 * timeout, a row given twice) answers with the earlier one instead of making another. The owner's
 * advisory lock makes parallel submissions take turns, so each sees the ones before it.
 */
export async function createActivities(
	db: Db,
	input: {
		ownerId: number;
		/** The organisation they are published as, given in the transaction; none when absent. */
		organisationOf?: OrganisationOf | undefined;
		items: readonly NewActivity[];
		now: Date;
	},
): Promise<SavedActivity[]> {
	const prepared: { columns: EditableColumns; reviewMode: ReviewMode }[] = [];
	for (const item of input.items) {
		const columns = await toColumns(db, item.draft);
		refuseEnded(columns, input.now);
		prepared.push({ columns, reviewMode: item.reviewMode });
	}
	return db.transaction(async (tx) => {
		await tx.execute(sql`SELECT pg_advisory_xact_lock(${LOCKS.publishByOwner}, ${input.ownerId})`);
		const recent: (EditableColumns & SavedActivity)[] = await tx
			.select()
			.from(activities)
			.where(
				and(
					eq(activities.ownerId, input.ownerId),
					gt(activities.createdAt, new Date(input.now.getTime() - RESUBMIT_WINDOW_MS)),
				),
			);
		const answers: (SavedActivity | number)[] = [];
		const fresh: typeof prepared = [];
		for (const item of prepared) {
			const earlier = recent.find((row) => sameSubmission(row, item.columns));
			const twin = fresh.findIndex((other) => sameSubmission(other.columns, item.columns));
			if (earlier) answers.push({ id: earlier.id, status: earlier.status });
			else if (twin >= 0) answers.push(twin);
			else answers.push(fresh.push(item) - 1);
		}
		const organisationIds = await organisationsOf(
			tx,
			fresh.map((item) => item.columns),
			input.organisationOf,
		);
		const inserted: SavedActivity[] = [];
		for (let start = 0; start < fresh.length; start += INSERT_CHUNK) {
			const rows = await tx
				.insert(activities)
				.values(
					fresh.slice(start, start + INSERT_CHUNK).map(({ columns, reviewMode }, index) => ({
						...columns,
						ownerId: input.ownerId,
						organisationId: organisationIds[start + index] ?? null,
						status: reviewMode === 'auto' ? ('approved' as const) : ('pending' as const),
						contentApproved: reviewMode === 'auto',
						createdAt: input.now,
						updatedAt: input.now,
					})),
				)
				.returning({ id: activities.id, status: activities.status });
			inserted.push(...rows);
		}
		return answers.map((answer) => {
			if (typeof answer !== 'number') return answer;
			const row = inserted[answer];
			if (!row) throw new Error('activity insert returned fewer rows than it was given');
			return row;
		});
	});
}
