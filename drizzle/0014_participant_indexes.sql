-- Written by hand: the organiser's participant lists read an activity's registrations in registration order, a page at a time (keyset on the registration's id), and its check-ins the same way; its page views per day are read by activity.
CREATE INDEX "joins_activity_id_idx" ON "joins" ("activity_id", "id");--> statement-breakpoint
CREATE INDEX "joins_checkin_idx" ON "joins" ("activity_id", "id") WHERE "checked_in_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "analytics_daily_activity_idx" ON "analytics_daily" ("activity_id", "day") WHERE "activity_id" <> '';
