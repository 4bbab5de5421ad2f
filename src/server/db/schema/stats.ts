import { bigint, date, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';

/**
 * Statistics roll-ups (migration 0010). A trigger on `activities` writes signed `stats_deltas` rows in
 * the writing transaction; `foldStatsDeltas` moves them into the cells. The views `stats_*_live` add
 * cells and unfolded deltas. `day` is the Beijing day an activity starts; `lh_type` 0 is none.
 */
const counts = () => ({
	activities: integer('activities').notNull(),
	registrations: bigint('registrations', { mode: 'number' }).notNull(),
	checkins: bigint('checkins', { mode: 'number' }).notNull(),
});

export const statsActivityCells = pgTable(
	'stats_activity_cells',
	{
		status: text('status').notNull(),
		day: date('day', { mode: 'string' }).notNull(),
		provinceCode: text('province_code').notNull(),
		lhType: smallint('lh_type').notNull(),
		mode: text('mode').notNull(),
		...counts(),
	},
	(t) => [primaryKey({ columns: [t.status, t.day, t.provinceCode, t.lhType, t.mode] })],
);

export const statsAudienceCells = pgTable(
	'stats_audience_cells',
	{
		status: text('status').notNull(),
		day: date('day', { mode: 'string' }).notNull(),
		provinceCode: text('province_code').notNull(),
		lhType: smallint('lh_type').notNull(),
		audience: smallint('audience').notNull(),
		...counts(),
	},
	(t) => [primaryKey({ columns: [t.status, t.day, t.provinceCode, t.lhType, t.audience] })],
);

/** Whole-campaign counts per status and province: the public figures read these. */
export const statsProvinceCells = pgTable(
	'stats_province_cells',
	{ status: text('status').notNull(), provinceCode: text('province_code').notNull(), ...counts() },
	(t) => [primaryKey({ columns: [t.status, t.provinceCode] })],
);

/** Signed changes not folded yet; `audience` 0 is the activity itself, others one row per audience. */
export const statsDeltas = pgTable('stats_deltas', {
	id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
	status: text('status').notNull(),
	day: date('day', { mode: 'string' }).notNull(),
	provinceCode: text('province_code').notNull(),
	lhType: smallint('lh_type').notNull(),
	mode: text('mode').notNull(),
	audience: smallint('audience').notNull(),
	...counts(),
});

/** Page-view events per Beijing day, province and joint action, from `analytics_daily`. */
export const statsPageViews = pgTable(
	'stats_page_views',
	{
		day: date('day', { mode: 'string' }).notNull(),
		provinceCode: text('province_code').notNull(),
		lhType: smallint('lh_type').notNull(),
		views: bigint('views', { mode: 'number' }).notNull(),
	},
	(t) => [primaryKey({ columns: [t.day, t.provinceCode, t.lhType] })],
);

/**
 * Approved activities per owner and filter cell (migration 0013): `span` is day, month, year or all
 * (`period` the first day; 1970-01-01 for all), `province_code` '' and `lh_type` -1 stand for any.
 * Maintained by a trigger on `activities`; a row exists only while it counts something.
 */
export const statsOrganisers = pgTable(
	'stats_organisers',
	{
		span: text('span').notNull(),
		period: date('period', { mode: 'string' }).notNull(),
		provinceCode: text('province_code').notNull(),
		lhType: smallint('lh_type').notNull(),
		ownerId: integer('owner_id').notNull(),
		activities: integer('activities').notNull(),
	},
	(t) => [primaryKey({ columns: [t.span, t.provinceCode, t.lhType, t.period, t.ownerId] })],
);

/**
 * Registrations made and check-ins done per activity and Beijing day (migration 0019), kept by a
 * trigger on `joins`: the dashboard's daily trend.
 */
export const statsActivityDays = pgTable(
	'stats_activity_days',
	{
		activityId: integer('activity_id').notNull(),
		day: date('day', { mode: 'string' }).notNull(),
		registrations: integer('registrations').notNull(),
		checkins: integer('checkins').notNull(),
	},
	(t) => [primaryKey({ columns: [t.activityId, t.day] })],
);
