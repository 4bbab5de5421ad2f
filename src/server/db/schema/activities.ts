import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { at, createdAt } from './columns';
import { organisations } from './organisations';

export const jointActions = pgTable('joint_actions', {
	id: serial('id').primaryKey(),
	/** null for the education-base action. */
	lhType: smallint('lh_type'),
	name: text('name').notNull(),
	summary: text('summary').notNull().default(''),
	cover: text('cover').notNull().default(''),
	sortOrder: integer('sort_order').notNull().default(0),
});

export const educationBases = pgTable('education_bases', {
	id: serial('id').primaryKey(),
	name: text('name').notNull(),
	provinceCode: text('province_code').notNull(),
	cityCode: text('city_code').notNull().default(''),
	address: text('address').notNull().default(''),
	summary: text('summary').notNull().default(''),
	cover: text('cover').notNull().default(''),
	sortOrder: integer('sort_order').notNull().default(0),
});

export const activities = pgTable(
	'activities',
	{
		id: serial('id').primaryKey(),
		ownerId: integer('owner_id')
			.notNull()
			.references(() => users.id),
		title: text('title').notNull(),
		cover: text('cover').notNull().default(''),
		/** `"x% y%"` for CSS object-position; null means the centre. */
		coverFocus: text('cover_focus'),
		summary: text('summary').notNull().default(''),
		contentHtml: text('content_html').notNull().default(''),
		startAt: at('start_at').notNull(),
		endAt: at('end_at').notNull(),
		mode: text('mode', { enum: ['offline', 'online', 'hybrid'] }).notNull(),
		provinceCode: text('province_code').notNull(),
		cityCode: text('city_code').notNull().default(''),
		districtCode: text('district_code').notNull().default(''),
		venue: text('venue').notNull().default(''),
		address: text('address').notNull().default(''),
		onlineUrl: text('online_url').notNull().default(''),
		organizer: text('organizer').notNull(),
		contactName: text('contact_name').notNull().default(''),
		contactPhone: text('contact_phone').notNull().default(''),
		audiences: smallint('audiences').array().notNull().default(sql`'{}'::smallint[]`),
		lhType: smallint('lh_type'),
		educationBaseId: integer('education_base_id').references(() => educationBases.id),
		/** The 单位 whose members run it; null only for one whose organisation was deleted. */
		organisationId: integer('organisation_id').references(() => organisations.id, {
			onDelete: 'set null',
		}),
		isSpecial: boolean('is_special').notNull().default(false),
		capacity: integer('capacity'),
		/** What joiners are asked for, of name, mobile and organization; empty asks nothing. */
		registrationFields: text('registration_fields').array().notNull().default(sql`'{}'::text[]`),
		/** Joiners say whether the participant is under 14; a guardian then agrees (PIPL §31). */
		asksAge: boolean('asks_age').notNull().default(false),
		/** A full activity queues further joiners and gives each released seat to the first of them. */
		waitlistEnabled: boolean('waitlist_enabled').notNull().default(true),
		/** Joining and cancelling stay open after the start, until the end. */
		lateChanges: boolean('late_changes').notNull().default(false),
		/** Check-in at the door opens this many minutes before the start (src/lib/checkin-window.ts). */
		checkinOpensBefore: integer('checkin_opens_before').notNull().default(120),
		/** And closes this many minutes after the end. */
		checkinClosesAfter: integer('checkin_closes_after').notNull().default(1440),
		status: text('status', { enum: ['pending', 'approved', 'rejected', 'cancelled', 'taken_down'] })
			.notNull()
			.default('pending'),
		rejectReason: text('reject_reason').notNull().default(''),
		/** Why an admin took the activity down (status `taken_down`); the owner reads it. */
		takedownReason: text('takedown_reason').notNull().default(''),
		/** The current content passed review; a cancelled activity is public only when this holds. */
		contentApproved: boolean('content_approved').notNull().default(false),
		joinCount: integer('join_count').notNull().default(0),
		waitlistCount: integer('waitlist_count').notNull().default(0),
		checkinCount: integer('checkin_count').notNull().default(0),
		collectCount: integer('collect_count').notNull().default(0),
		thumbCount: integer('thumb_count').notNull().default(0),
		viewCount: integer('view_count').notNull().default(0),
		createdAt: createdAt(),
		updatedAt: at('updated_at').notNull().defaultNow(),
	},
	(t) => [
		// end_at lets the list's counts and the calendar read the index alone.
		index('activities_start_idx').on(t.status, t.startAt, t.endAt),
		index('activities_end_idx').on(t.status, t.endAt),
		// Every filter column after the region: region-filtered counts and pages read the index alone.
		index('activities_region_idx').on(
			t.provinceCode,
			t.cityCode,
			t.startAt,
			t.endAt,
			t.status,
			t.districtCode,
			t.mode,
			t.audiences,
			t.lhType,
			t.educationBaseId,
			t.id,
		),
		index('activities_lh_idx').on(t.lhType, t.startAt),
		index('activities_owner_idx').on(t.ownerId, t.createdAt),
		index('activities_latest_idx').on(t.status, t.createdAt),
		index('activities_hot_idx').on(t.status, t.joinCount, t.thumbCount),
		// Activities under way at an instant: `tstzrange(start_at, end_at) @> instant`. Migration 0004
		// adds INCLUDE (status, start_at, end_at, id), which drizzle-kit cannot express, so that the
		// running activities are counted and ordered from the index alone.
		index('activities_span_idx').using('gist', sql`tstzrange(${t.startAt}, ${t.endAt})`),
		// Keyword search is ILIKE '%…%' on title and organizer: trigram indexes (pg_trgm, created by
		// migration 0003 in the public schema) serve it at any position in the text.
		index('activities_title_trgm_idx').using('gin', t.title.op('public.gin_trgm_ops')),
		index('activities_organizer_trgm_idx').using('gin', t.organizer.op('public.gin_trgm_ops')),
		// Trigrams cannot serve a two-character keyword (most Chinese words), so the two-character
		// pieces of the lower-cased text are indexed too: kpy_bigrams() is created by migration 0005.
		index('activities_title_bigram_idx').using('gin', sql`kpy_bigrams(${t.title})`),
		index('activities_organizer_bigram_idx').using('gin', sql`kpy_bigrams(${t.organizer})`),
		index('activities_base_idx').on(t.educationBaseId),
		index('activities_organisation_idx').on(t.organisationId, t.startAt),
		// The statistics' organiser count (migration 0010 adds INCLUDE owner_id, province_code, lh_type).
		index('activities_stats_owner_idx').on(t.status, t.startAt),
	],
);
