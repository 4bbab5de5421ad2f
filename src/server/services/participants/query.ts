import { type SQL, sql } from 'drizzle-orm';
import type { ParticipantTab } from '../../../lib/api/participant-types';
import { containsPattern } from '../../db/like-pattern';
import type { Queryable } from '../../db/types';
import { queryRows } from '../../db/types';

/** One person on a list, phone number in full; `present.ts` masks it. */
export interface ParticipantRow {
	id: number;
	name: string;
	mobile: string;
	/**
	 * Whether the person wrote the number into the registration form themselves; else it is their
	 * login number, which the organiser never sees in full.
	 */
	mobileGiven: boolean;
	organization: string;
	/** Null when the activity did not ask (PIPL §31). */
	under14: boolean | null;
	guardianName: string;
	createdAt: Date;
	promoted: boolean;
	checkedInAt: Date | null;
	/** The hours of a person the organiser marked a 志愿者; null otherwise. */
	volunteerHours: number | null;
}

interface RawRow {
	id: number | string;
	name: string;
	mobile: string;
	mobile_given: boolean;
	organization: string;
	under_14: boolean | null;
	guardian_name: string;
	created_at: Date | string;
	promoted: boolean;
	checked_in_at: Date | string | null;
	volunteer_hours: number | string | null;
}

export interface ParticipantFilter {
	activityId: number;
	tab: ParticipantTab;
	keyword: string;
	/**
	 * Whether the viewer gets the numbers people gave in full (the owner); others, and every login
	 * number, are searched only by what the viewer sees.
	 */
	fullMobiles: boolean;
}

/** Each list's table and the columns only registrations have. */
const SOURCES: Record<ParticipantTab, { from: SQL; extra: SQL; where: SQL }> = {
	joined: {
		from: sql`joins r`,
		extra: sql`r.promoted_at IS NOT NULL AS promoted, r.checked_in_at, r.volunteer_hours::float8 AS volunteer_hours`,
		where: sql`TRUE`,
	},
	waitlist: {
		from: sql`waitlist r`,
		extra: sql`FALSE AS promoted, NULL::timestamptz AS checked_in_at, NULL::float8 AS volunteer_hours`,
		where: sql`TRUE`,
	},
	checkedin: {
		from: sql`joins r`,
		extra: sql`r.promoted_at IS NOT NULL AS promoted, r.checked_in_at, r.volunteer_hours::float8 AS volunteer_hours`,
		where: sql`r.checked_in_at IS NOT NULL`,
	},
};

/**
 * The name given when registering, else the account's; the same for the phone number. Past the
 * retention (details_erased_at) neither is shown: only the row, and so the count, stays.
 */
const NAME = sql`CASE WHEN r.details_erased_at IS NULL THEN coalesce(nullif(r.name, ''), u.show_name) ELSE '' END`;
const MOBILE = sql`CASE WHEN r.details_erased_at IS NULL THEN coalesce(nullif(r.mobile, ''), u.mobile) ELSE '' END`;
const PHONE_TAIL = /^\d{4,11}$/;

/** Digits a masked number shows at its end (users.ts, maskMobile). */
const VISIBLE_TAIL = 4;

/**
 * Name contains the keyword, or (for 4–11 digits) the phone number ends with it. A number the viewer
 * sees masked (every number for an admin, a login number for the owner too) is matched on the visible
 * last four digits alone: a longer tail that also matched hidden digits would reveal them, one guess
 * at a time.
 */
function matchKeyword(keyword: string, fullMobiles: boolean): SQL {
	if (keyword === '') return sql`TRUE`;
	const byName = sql`${NAME} ILIKE ${containsPattern(keyword)} ESCAPE '\\'`;
	if (!PHONE_TAIL.test(keyword)) return byName;
	const visible = sql`${MOBILE} LIKE ${`%${keyword.slice(-VISIBLE_TAIL)}`}`;
	if (!fullMobiles) return sql`(${byName} OR ${visible})`;
	const given = sql`r.mobile LIKE ${`%${keyword}`}`;
	return sql`(${byName} OR (r.mobile <> '' AND ${given}) OR (r.mobile = '' AND ${visible}))`;
}

function whereOf(filter: ParticipantFilter): SQL {
	const source = SOURCES[filter.tab];
	const keyword = matchKeyword(filter.keyword, filter.fullMobiles);
	return sql`r.activity_id = ${filter.activityId} AND ${source.where} AND ${keyword}`;
}

function toDate(value: Date | string): Date {
	return value instanceof Date ? value : new Date(value);
}

function toRow(raw: RawRow): ParticipantRow {
	return {
		id: Number(raw.id),
		name: raw.name,
		mobile: raw.mobile,
		mobileGiven: raw.mobile_given,
		organization: raw.organization,
		under14: raw.under_14,
		guardianName: raw.guardian_name,
		createdAt: toDate(raw.created_at),
		promoted: raw.promoted,
		checkedInAt: raw.checked_in_at === null ? null : toDate(raw.checked_in_at),
		volunteerHours: raw.volunteer_hours === null ? null : Number(raw.volunteer_hours),
	};
}

/**
 * Up to `limit` people of the list in registration (queue) order, after the id `afterId` (keyset:
 * each page costs the same however deep it lies) and/or skipping `offset` rows.
 */
export async function readParticipants(
	db: Queryable,
	filter: ParticipantFilter,
	page: { limit: number; afterId?: number; offset?: number },
): Promise<ParticipantRow[]> {
	const source = SOURCES[filter.tab];
	const after = page.afterId === undefined ? sql`TRUE` : sql`r.id > ${page.afterId}`;
	const rows = await queryRows<RawRow>(
		db,
		sql`SELECT r.id, ${NAME} AS name, ${MOBILE} AS mobile, r.mobile <> '' AS mobile_given, r.organization, r.under_14, r.guardian_name, r.created_at, ${source.extra}
			FROM ${source.from} JOIN users u ON u.id = r.user_id
			WHERE ${whereOf(filter)} AND ${after}
			ORDER BY r.id
			LIMIT ${page.limit} OFFSET ${page.offset ?? 0}`,
	);
	return rows.map(toRow);
}

/** How many people the list holds under the filter. */
export async function countParticipants(db: Queryable, filter: ParticipantFilter): Promise<number> {
	const [row] = await queryRows<{ total: number | string }>(
		db,
		sql`SELECT count(*) AS total FROM ${SOURCES[filter.tab].from} JOIN users u ON u.id = r.user_id
			WHERE ${whereOf(filter)}`,
	);
	return Number(row?.total ?? 0);
}
