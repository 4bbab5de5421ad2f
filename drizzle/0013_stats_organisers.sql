-- Written by hand: the dashboard's organiser count, the distinct owners of approved activities under its filters. A distinct count cannot be summed from cells, so "stats_organisers" keeps, per owner, how many approved activities they have in each filter cell: a period ("day", "month", "year" or "all"), a province ('' is any) and a joint action (-1 is any). The trigger adds and subtracts in the writing transaction, so a reader counting rows is exact at any moment; a row that reaches 0 is deleted. A date range is read as its days at the ends, its whole months and its whole years, each row an owner.
CREATE TABLE "stats_organisers" (
	"span" text NOT NULL,
	"period" date NOT NULL,
	"province_code" text NOT NULL,
	"lh_type" smallint NOT NULL,
	"owner_id" integer NOT NULL,
	"activities" integer NOT NULL,
	PRIMARY KEY ("span", "province_code", "lh_type", "period", "owner_id")
);--> statement-breakpoint
CREATE FUNCTION "stats_organiser_cells"("day" date, "province" text, "lh" smallint)
	RETURNS TABLE ("span" text, "period" date, "province_code" text, "lh_type" smallint)
	LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
	SELECT s.span, s.period, f.province_code, f.lh_type
	FROM (VALUES ('day', "day"), ('month', date_trunc('month', "day")::date),
		('year', date_trunc('year', "day")::date), ('all', date '1970-01-01')) AS s (span, period),
		(VALUES ("province", "lh"), ("province", -1::smallint), ('', "lh"), ('', -1::smallint)) AS f (province_code, lh_type)
$$;--> statement-breakpoint
CREATE FUNCTION "stats_track_organiser"() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
DECLARE
	old_counted boolean := TG_OP <> 'INSERT' AND OLD.status = 'approved';
	new_counted boolean := TG_OP <> 'DELETE' AND NEW.status = 'approved';
BEGIN
	-- One statement nets the old and new cells (an edit that keeps a cell touches nothing there) and
	-- locks the rows in key order, so two writes of one owner's activities cannot deadlock.
	INSERT INTO stats_organisers AS o (span, period, province_code, lh_type, owner_id, activities)
	SELECT c.span, c.period, c.province_code, c.lh_type, w.owner_id, sum(w.n)
	FROM (
		SELECT OLD.owner_id AS owner_id, ((OLD.start_at AT TIME ZONE 'UTC') + interval '8 hours')::date AS day,
			OLD.province_code AS province_code, coalesce(OLD.lh_type, 0)::smallint AS lh_type, -1 AS n
		WHERE old_counted
		UNION ALL
		SELECT NEW.owner_id, ((NEW.start_at AT TIME ZONE 'UTC') + interval '8 hours')::date,
			NEW.province_code, coalesce(NEW.lh_type, 0)::smallint, 1
		WHERE new_counted
	) AS w, LATERAL stats_organiser_cells(w.day, w.province_code, w.lh_type) AS c
	GROUP BY 1, 2, 3, 4, 5 HAVING sum(w.n) <> 0
	ORDER BY 1, 3, 4, 2, 5
	ON CONFLICT (span, province_code, lh_type, period, owner_id)
		DO UPDATE SET activities = o.activities + excluded.activities;
	IF old_counted THEN
		DELETE FROM stats_organisers o
		USING stats_organiser_cells(((OLD.start_at AT TIME ZONE 'UTC') + interval '8 hours')::date,
			OLD.province_code, coalesce(OLD.lh_type, 0)::smallint) AS c
		WHERE o.span = c.span AND o.province_code = c.province_code AND o.lh_type = c.lh_type
			AND o.period = c.period AND o.owner_id = OLD.owner_id AND o.activities = 0;
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "stats_track_organiser_inserts" AFTER INSERT ON "activities"
	FOR EACH ROW WHEN (NEW.status = 'approved') EXECUTE FUNCTION "stats_track_organiser"();--> statement-breakpoint
CREATE TRIGGER "stats_track_organiser_deletes" AFTER DELETE ON "activities"
	FOR EACH ROW WHEN (OLD.status = 'approved') EXECUTE FUNCTION "stats_track_organiser"();--> statement-breakpoint
CREATE TRIGGER "stats_track_organiser_changes" AFTER UPDATE ON "activities"
	FOR EACH ROW WHEN ((OLD.status = 'approved' OR NEW.status = 'approved') AND (
		OLD.status IS DISTINCT FROM NEW.status OR OLD.owner_id IS DISTINCT FROM NEW.owner_id
		OR OLD.start_at IS DISTINCT FROM NEW.start_at OR OLD.province_code IS DISTINCT FROM NEW.province_code
		OR OLD.lh_type IS DISTINCT FROM NEW.lh_type
	)) EXECUTE FUNCTION "stats_track_organiser"();--> statement-breakpoint
INSERT INTO "stats_organisers"
	SELECT c.span, c.period, c.province_code, c.lh_type, a.owner_id, sum(a.n)
	FROM (
		SELECT owner_id, ((start_at AT TIME ZONE 'UTC') + interval '8 hours')::date AS day, province_code,
			coalesce(lh_type, 0)::smallint AS lh_type, count(*)::int AS n
		FROM "activities" WHERE status = 'approved' GROUP BY 1, 2, 3, 4
	) AS a, LATERAL stats_organiser_cells(a.day, a.province_code, a.lh_type) AS c
	GROUP BY 1, 2, 3, 4, 5;
