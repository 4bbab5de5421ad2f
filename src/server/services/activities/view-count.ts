import { sql } from 'drizzle-orm';
import { activities, countedViews } from '../../db/schema';
import type { Db } from '../../db/types';

/** One visitor adds at most one view to an activity in this window. */
const VIEW_WINDOW_MS = 30 * 60 * 1000;
/**
 * Views are gathered in memory and written together: one UPDATE per view of the same row made
 * every concurrent viewer wait for the row lock (p99 of seconds under load).
 */
const FLUSH_MS = 2_000;
/** Distinct visits one flush holds; a flood past it is not counted, and memory stays bounded. */
const MAX_PENDING = 20_000;

export interface ActivityVisit {
	activityId: number;
	/** visitorKey(): the same for one person or browser. */
	visitor: string;
	at: Date;
}

const pendingVisits = new Map<Db, Map<string, ActivityVisit>>();

const arrayLiteral = (values: readonly (string | number)[]) => `{${values.join(',')}}`;

/**
 * Adds one view for each visit whose visitor has not been counted on that activity within the
 * window. The claim on `counted_views` and the addition are one statement: servers sharing the
 * database that write the same visitor at once count it once.
 */
export async function recordActivityVisits(db: Db, visits: ActivityVisit[]): Promise<void> {
	if (visits.length === 0) return;
	const windowSeconds = VIEW_WINDOW_MS / 1000;
	await db.execute(sql`WITH visit AS (
			SELECT v.id, v.visitor, v.at FROM unnest(
				${arrayLiteral(visits.map((visit) => visit.activityId))}::int[],
				${arrayLiteral(visits.map((visit) => visit.visitor))}::text[],
				${arrayLiteral(visits.map((visit) => visit.at.toISOString()))}::timestamptz[]
			) AS v(id, visitor, at)
			JOIN ${activities} ON ${activities.id} = v.id
		), fresh AS (
			INSERT INTO ${countedViews} AS c (activity_id, visitor, counted_at)
			SELECT id, visitor, at FROM visit
			ON CONFLICT (activity_id, visitor) DO UPDATE SET counted_at = excluded.counted_at
				WHERE c.counted_at <= excluded.counted_at - make_interval(secs => ${windowSeconds})
			RETURNING c.activity_id
		)
		UPDATE ${activities} SET view_count = view_count + n.views
		FROM (SELECT activity_id, count(*)::int AS views FROM fresh GROUP BY activity_id) AS n
		WHERE ${activities.id} = n.activity_id`);
	const newest = Math.max(...visits.map((visit) => visit.at.getTime()));
	if (Math.random() < 0.1) {
		await db.execute(
			sql`DELETE FROM ${countedViews} WHERE ${countedViews.countedAt} < ${new Date(newest - VIEW_WINDOW_MS)}`,
		);
	}
}

/** Writes the views gathered for `db` now rather than within FLUSH_MS: before it is closed. */
export async function flushActivityViews(db: Db): Promise<void> {
	const visits = pendingVisits.get(db);
	pendingVisits.delete(db);
	if (visits?.size) await recordActivityVisits(db, [...visits.values()]);
}

/**
 * Counts a page view of the activity, once per visitor in VIEW_WINDOW_MS; written within FLUSH_MS,
 * so a process that stops loses at most that much. The view count is a display figure.
 */
export async function countActivityView(db: Db, visit: ActivityVisit): Promise<void> {
	let visits = pendingVisits.get(db);
	if (!visits) {
		visits = new Map();
		pendingVisits.set(db, visits);
		setTimeout(() => {
			flushActivityViews(db).catch((error: unknown) =>
				console.error('[views] flush failed', error),
			);
		}, FLUSH_MS).unref();
	}
	const key = `${visit.activityId}|${visit.visitor}`;
	if (visits.size < MAX_PENDING && !visits.has(key)) visits.set(key, visit);
}
