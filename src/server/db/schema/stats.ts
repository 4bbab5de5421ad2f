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
