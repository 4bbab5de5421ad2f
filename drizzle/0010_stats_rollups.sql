-- Written by hand: statistics roll-ups. Every change to an activity's counted columns writes signed delta rows in the same transaction (a trigger, so every code path that writes activities is counted); a periodic fold moves the deltas into the cells. Readers add cells and unfolded deltas, so figures are exact at any moment. Page views roll up from analytics_daily once a day has been counted.
CREATE TABLE "stats_activity_cells" (
	"status" text NOT NULL,
	"day" date NOT NULL,
	"province_code" text NOT NULL,
	"lh_type" smallint NOT NULL,
	"mode" text NOT NULL,
	"activities" integer NOT NULL,
	"registrations" bigint NOT NULL,
	"checkins" bigint NOT NULL,
	PRIMARY KEY ("status", "day", "province_code", "lh_type", "mode")
);--> statement-breakpoint
CREATE TABLE "stats_audience_cells" (
	"status" text NOT NULL,
	"day" date NOT NULL,
	"province_code" text NOT NULL,
	"lh_type" smallint NOT NULL,
	"audience" smallint NOT NULL,
	"activities" integer NOT NULL,
	"registrations" bigint NOT NULL,
	"checkins" bigint NOT NULL,
	PRIMARY KEY ("status", "day", "province_code", "lh_type", "audience")
);--> statement-breakpoint
CREATE TABLE "stats_province_cells" (
	"status" text NOT NULL,
	"province_code" text NOT NULL,
	"activities" integer NOT NULL,
	"registrations" bigint NOT NULL,
	"checkins" bigint NOT NULL,
	PRIMARY KEY ("status", "province_code")
);--> statement-breakpoint
CREATE TABLE "stats_deltas" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"status" text NOT NULL,
	"day" date NOT NULL,
	"province_code" text NOT NULL,
	"lh_type" smallint NOT NULL,
	"mode" text NOT NULL,
	"audience" smallint NOT NULL,
	"activities" integer NOT NULL,
	"registrations" bigint NOT NULL,
	"checkins" bigint NOT NULL
);--> statement-breakpoint
CREATE TABLE "stats_page_views" (
	"day" date NOT NULL,
	"province_code" text NOT NULL,
	"lh_type" smallint NOT NULL,
	"views" bigint NOT NULL,
	PRIMARY KEY ("day", "province_code", "lh_type")
);--> statement-breakpoint
CREATE VIEW "stats_activity_live" AS
	SELECT "status", "day", "province_code", "lh_type", "mode", "activities", "registrations", "checkins" FROM "stats_activity_cells"
	UNION ALL
	SELECT "status", "day", "province_code", "lh_type", "mode", "activities", "registrations", "checkins" FROM "stats_deltas" WHERE "audience" = 0;--> statement-breakpoint
CREATE VIEW "stats_province_live" AS
	SELECT "status", "province_code", "activities", "registrations", "checkins" FROM "stats_province_cells"
	UNION ALL
	SELECT "status", "province_code", "activities", "registrations", "checkins" FROM "stats_deltas" WHERE "audience" = 0;--> statement-breakpoint
CREATE VIEW "stats_audience_live" AS
	SELECT "status", "day", "province_code", "lh_type", "audience", "activities", "registrations", "checkins" FROM "stats_audience_cells"
	UNION ALL
	SELECT "status", "day", "province_code", "lh_type", "audience", "activities", "registrations", "checkins" FROM "stats_deltas" WHERE "audience" > 0;--> statement-breakpoint
CREATE FUNCTION "stats_track_activity"() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
	IF TG_OP IN ('UPDATE', 'DELETE') THEN
		INSERT INTO stats_deltas (status, day, province_code, lh_type, mode, audience, activities, registrations, checkins)
		SELECT OLD.status, ((OLD.start_at AT TIME ZONE 'UTC') + interval '8 hours')::date, OLD.province_code,
			coalesce(OLD.lh_type, 0), OLD.mode, a, -1, -OLD.join_count, -OLD.checkin_count
		FROM (SELECT DISTINCT unnest(array_prepend(0::smallint, OLD.audiences)) AS a) AS audiences;
	END IF;
	IF TG_OP IN ('UPDATE', 'INSERT') THEN
		INSERT INTO stats_deltas (status, day, province_code, lh_type, mode, audience, activities, registrations, checkins)
		SELECT NEW.status, ((NEW.start_at AT TIME ZONE 'UTC') + interval '8 hours')::date, NEW.province_code,
			coalesce(NEW.lh_type, 0), NEW.mode, a, 1, NEW.join_count, NEW.checkin_count
		FROM (SELECT DISTINCT unnest(array_prepend(0::smallint, NEW.audiences)) AS a) AS audiences;
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "stats_track_activity_rows" AFTER INSERT OR DELETE ON "activities"
	FOR EACH ROW EXECUTE FUNCTION "stats_track_activity"();--> statement-breakpoint
CREATE TRIGGER "stats_track_activity_changes" AFTER UPDATE ON "activities"
	FOR EACH ROW WHEN (
		OLD.status IS DISTINCT FROM NEW.status OR OLD.start_at IS DISTINCT FROM NEW.start_at
		OR OLD.province_code IS DISTINCT FROM NEW.province_code OR OLD.lh_type IS DISTINCT FROM NEW.lh_type
		OR OLD.mode IS DISTINCT FROM NEW.mode OR OLD.audiences IS DISTINCT FROM NEW.audiences
		OR OLD.join_count IS DISTINCT FROM NEW.join_count OR OLD.checkin_count IS DISTINCT FROM NEW.checkin_count
	) EXECUTE FUNCTION "stats_track_activity"();--> statement-breakpoint
INSERT INTO "stats_activity_cells"
	SELECT status, ((start_at AT TIME ZONE 'UTC') + interval '8 hours')::date, province_code, coalesce(lh_type, 0), mode,
		count(*), sum(join_count), sum(checkin_count)
	FROM "activities" GROUP BY 1, 2, 3, 4, 5;--> statement-breakpoint
INSERT INTO "stats_province_cells"
	SELECT status, province_code, sum(activities), sum(registrations), sum(checkins)
	FROM "stats_activity_cells" GROUP BY 1, 2;--> statement-breakpoint
INSERT INTO "stats_audience_cells"
	SELECT status, ((start_at AT TIME ZONE 'UTC') + interval '8 hours')::date, province_code, coalesce(lh_type, 0), a,
		count(*), sum(join_count), sum(checkin_count)
	FROM "activities", LATERAL (SELECT DISTINCT unnest(audiences) AS a) AS audience GROUP BY 1, 2, 3, 4, 5;--> statement-breakpoint
CREATE INDEX "activities_stats_owner_idx" ON "activities" ("status", "start_at") INCLUDE ("owner_id", "province_code", "lh_type");
