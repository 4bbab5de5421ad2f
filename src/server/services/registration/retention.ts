import { sql } from 'drizzle-orm';
import { DAY_MS } from '../../../lib/calendar-days';
import { LOCKS } from '../../db/locks';
import { type Db, queryRows } from '../../db/types';

/** Ended sessions and spent login codes are kept this long, for the person's own security page. */
const SESSION_KEEP_DAYS = 30;
const LOGIN_CODE_KEEP_DAYS = 1;

export interface RetentionResult {
	/** False when another server held the lock and this one did nothing. */
	ran: boolean;
	registrations: number;
	waitlist: number;
	sessions: number;
	loginCodes: number;
}

const ERASE = sql`name = '', mobile = '', organization = '', under_14 = NULL, guardian_name = ''`;

/**
 * Erases the details of every registration and waitlist place of activities that ended more than
 * `retentionDays` ago (the rows stay, so every count stays), and deletes sessions and login codes
 * past their own retention. One server at a time; running it again changes nothing.
 */
export async function applyRetention(
	db: Db,
	retentionDays: number,
	now: Date,
): Promise<RetentionResult> {
	const endedBefore = new Date(now.getTime() - retentionDays * DAY_MS).toISOString();
	const sessionsBefore = new Date(now.getTime() - SESSION_KEEP_DAYS * DAY_MS).toISOString();
	const codesBefore = new Date(now.getTime() - LOGIN_CODE_KEEP_DAYS * DAY_MS).toISOString();
	return db.transaction(async (tx) => {
		const [lock] = await queryRows<{ locked: boolean }>(
			tx,
			sql`SELECT pg_try_advisory_xact_lock(${LOCKS.registrationRetention}) AS locked`,
		);
		if (!lock?.locked)
			return { ran: false, registrations: 0, waitlist: 0, sessions: 0, loginCodes: 0 };
		const expired = (table: string) => sql`
			UPDATE ${sql.raw(table)} r SET ${ERASE}, details_erased_at = ${now.toISOString()}::timestamptz
			FROM activities a
			WHERE a.id = r.activity_id AND a.end_at < ${endedBefore}::timestamptz
				AND r.details_erased_at IS NULL
			RETURNING r.activity_id`;
		const registrations = await queryRows(tx, expired('joins'));
		const waitlist = await queryRows(tx, expired('waitlist'));
		const sessions = await queryRows(
			tx,
			sql`DELETE FROM sessions
				WHERE expires_at < ${sessionsBefore}::timestamptz OR revoked_at < ${sessionsBefore}::timestamptz
				RETURNING user_id`,
		);
		const loginCodes = await queryRows(
			tx,
			sql`DELETE FROM login_codes WHERE created_at < ${codesBefore}::timestamptz RETURNING id`,
		);
		return {
			ran: true,
			registrations: registrations.length,
			waitlist: waitlist.length,
			sessions: sessions.length,
			loginCodes: loginCodes.length,
		};
	});
}
