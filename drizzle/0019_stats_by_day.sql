-- Written by hand: the dashboard's daily trend. Registrations count on the Beijing day they were made and check-ins on the day they were checked in, not on the activity's start day. "stats_activity_days" keeps, per activity and day, the registrations made and the check-ins done that day; a trigger on "joins" adds and subtracts in the writing transaction (a cancelled registration leaves its day). A row is keyed by activity, whose row every join and check-in already locks, so the trigger adds no contention. Readers join "activities" for status, province and joint action, so an activity that changes those moves all its days at once.
CREATE TABLE "stats_activity_days" (
	"activity_id" integer NOT NULL,
	"day" date NOT NULL,
	"registrations" integer NOT NULL,
	"checkins" integer NOT NULL,
	PRIMARY KEY ("activity_id", "day")
);--> statement-breakpoint
CREATE INDEX "stats_activity_days_day_idx" ON "stats_activity_days" ("day") INCLUDE ("activity_id", "registrations", "checkins");--> statement-breakpoint
CREATE FUNCTION "stats_track_join"() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
	INSERT INTO stats_activity_days AS d (activity_id, day, registrations, checkins)
	SELECT w.activity_id, w.day, sum(w.registrations), sum(w.checkins)
	FROM (
		SELECT OLD.activity_id AS activity_id, ((OLD.created_at AT TIME ZONE 'UTC') + interval '8 hours')::date AS day,
			-1 AS registrations, 0 AS checkins
		WHERE TG_OP <> 'INSERT'
		UNION ALL
		SELECT OLD.activity_id, ((OLD.checked_in_at AT TIME ZONE 'UTC') + interval '8 hours')::date, 0, -1
		WHERE TG_OP <> 'INSERT' AND OLD.checked_in_at IS NOT NULL
		UNION ALL
		SELECT NEW.activity_id, ((NEW.created_at AT TIME ZONE 'UTC') + interval '8 hours')::date, 1, 0
		WHERE TG_OP <> 'DELETE'
		UNION ALL
		SELECT NEW.activity_id, ((NEW.checked_in_at AT TIME ZONE 'UTC') + interval '8 hours')::date, 0, 1
		WHERE TG_OP <> 'DELETE' AND NEW.checked_in_at IS NOT NULL
	) AS w
	GROUP BY 1, 2 HAVING sum(w.registrations) <> 0 OR sum(w.checkins) <> 0
	ORDER BY 1, 2
	ON CONFLICT (activity_id, day) DO UPDATE SET
		registrations = d.registrations + excluded.registrations,
		checkins = d.checkins + excluded.checkins;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "stats_track_join_rows" AFTER INSERT OR DELETE ON "joins"
	FOR EACH ROW EXECUTE FUNCTION "stats_track_join"();--> statement-breakpoint
CREATE TRIGGER "stats_track_join_changes" AFTER UPDATE ON "joins"
	FOR EACH ROW WHEN (
		OLD.activity_id IS DISTINCT FROM NEW.activity_id OR OLD.created_at IS DISTINCT FROM NEW.created_at
		OR OLD.checked_in_at IS DISTINCT FROM NEW.checked_in_at
	) EXECUTE FUNCTION "stats_track_join"();--> statement-breakpoint
INSERT INTO "stats_activity_days"
	SELECT activity_id, day, sum(registrations), sum(checkins)
	FROM (
		SELECT activity_id, ((created_at AT TIME ZONE 'UTC') + interval '8 hours')::date AS day, 1 AS registrations, 0 AS checkins
		FROM "joins"
		UNION ALL
		SELECT activity_id, ((checked_in_at AT TIME ZONE 'UTC') + interval '8 hours')::date, 0, 1
		FROM "joins" WHERE checked_in_at IS NOT NULL
	) AS w
	GROUP BY 1, 2;
