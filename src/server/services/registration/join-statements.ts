import { type SQL, sql } from 'drizzle-orm';
import { activities, joins, waitlist } from '../../db/schema';
import { type Db, queryRows } from '../../db/types';
import { registrationConsentInsert } from '../consents';
import { type Admitted, type JoinRequest, sharedFields } from './admit';
import type { SeatRow } from './lock';

/** The caller's new seat or queue place: its columns and their values, for INSERT … SELECT. */
function newRegistration(request: JoinRequest, details: Admitted): { columns: SQL; values: SQL } {
	return {
		columns: sql`(activity_id, user_id, name, mobile, organization, under_14, guardian_name,
			guardian_agreed_at, created_at)`,
		values: sql`${request.activityId}::int, ${request.userId}::int, ${details.name}::text,
			${details.mobile}::text, ${details.organization}::text, ${details.under14}::boolean,
			${details.guardianName}::text, ${details.guardianAgreedAt?.toISOString() ?? null}::timestamptz,
			${request.now.toISOString()}::timestamptz`,
	};
}

function consentWith(row: SeatRow, request: JoinRequest, written: SQL): SQL {
	const { userId, ip, now } = request;
	return registrationConsentInsert(
		{ userId, activityId: row.id, fields: sharedFields(row), ip, now },
		written,
	);
}

/**
 * Takes a free seat of a locked activity for the caller with their consent, takes them out of its
 * queue if they were in it, and moves the counters, as one statement. Answers the seat's number and
 * the new counters, or nothing when the caller holds a seat already.
 */
export async function takeSeat(
	tx: Db,
	row: SeatRow,
	request: JoinRequest,
	details: Admitted,
): Promise<{ id: number; joinCount: number; waitlistCount: number } | undefined> {
	const { columns, values } = newRegistration(request, details);
	const [taken] = await queryRows<{ id: number; joinCount: number; waitlistCount: number }>(
		tx,
		sql`WITH seat AS (
			INSERT INTO ${joins} ${columns} SELECT ${values}
			ON CONFLICT DO NOTHING
			RETURNING id
		), consent AS (
			${consentWith(row, request, sql`EXISTS (SELECT 1 FROM seat)`)}
		), left_queue AS (
			DELETE FROM ${waitlist}
			WHERE activity_id = ${row.id} AND user_id = ${request.userId} AND EXISTS (SELECT 1 FROM seat)
			RETURNING id
		), counted AS (
			UPDATE ${activities}
			SET join_count = join_count + 1,
				waitlist_count = waitlist_count - (SELECT count(*) FROM left_queue)
			WHERE id = ${row.id} AND EXISTS (SELECT 1 FROM seat)
			RETURNING join_count, waitlist_count
		)
		SELECT seat.id, join_count AS "joinCount", waitlist_count AS "waitlistCount"
		FROM seat, counted`,
	);
	return taken;
}

/**
 * Puts the caller at the end of a locked activity's queue with their consent and counts them, as
 * one statement. Answers their position and the new count, or nothing when they hold a seat or a
 * place already.
 */
export async function enterQueue(
	tx: Db,
	row: SeatRow,
	request: JoinRequest,
	details: Admitted,
): Promise<{ position: number; waitlistCount: number } | undefined> {
	const { columns, values } = newRegistration(request, details);
	const [entered] = await queryRows<{ position: number; waitlistCount: number }>(
		tx,
		sql`WITH place AS (
			INSERT INTO ${waitlist} ${columns} SELECT ${values}
			WHERE NOT EXISTS (
				SELECT 1 FROM ${joins} WHERE activity_id = ${row.id} AND user_id = ${request.userId}
			)
			ON CONFLICT DO NOTHING
			RETURNING id
		), consent AS (
			${consentWith(row, request, sql`EXISTS (SELECT 1 FROM place)`)}
		), counted AS (
			UPDATE ${activities} SET waitlist_count = waitlist_count + 1
			WHERE id = ${row.id} AND EXISTS (SELECT 1 FROM place)
			RETURNING waitlist_count
		)
		SELECT waitlist_count AS "waitlistCount",
			(SELECT count(*)::int FROM ${waitlist} AS ahead
				WHERE ahead.activity_id = ${row.id} AND ahead.id < place.id) + 1 AS position
		FROM place, counted`,
	);
	return entered;
}
