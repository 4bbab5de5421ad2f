-- Written by hand: each activity's check-in window. Check-in at the door opens "checkin_opens_before" minutes before the start (at most a day) and closes "checkin_closes_after" minutes after the end (at most three days); the defaults are the window every activity had. Check-ins recorded outside their activity's window (accepted weeks early before the window was enforced) are undone, so that 现场签到 counts only people checked in at the door around the activity; the counter follows its rows, and the triggers on "activities" and "joins" carry both into the statistics.
ALTER TABLE "activities" ADD COLUMN "checkin_opens_before" integer DEFAULT 120 NOT NULL;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "checkin_closes_after" integer DEFAULT 1440 NOT NULL;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_checkin_window_check" CHECK ("checkin_opens_before" BETWEEN 0 AND 1440 AND "checkin_closes_after" BETWEEN 0 AND 4320);--> statement-breakpoint
WITH undone AS (
	UPDATE "joins" AS j SET "checked_in_at" = NULL, "checked_in_by" = NULL
	FROM "activities" AS a
	WHERE a."id" = j."activity_id" AND j."checked_in_at" IS NOT NULL
		AND (j."checked_in_at" < a."start_at" - a."checkin_opens_before" * interval '1 minute'
			OR j."checked_in_at" > a."end_at" + a."checkin_closes_after" * interval '1 minute')
	RETURNING j."activity_id"
)
UPDATE "activities" AS a SET "checkin_count" = a."checkin_count" - u."n"
FROM (SELECT "activity_id", count(*)::int AS "n" FROM undone GROUP BY 1) AS u
WHERE a."id" = u."activity_id";
