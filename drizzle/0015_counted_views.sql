-- Written by hand: who has been counted as a view of which activity, and when. A visitor (the signed-in user, else a hash of the client address and user agent) adds to view_count at most once per activity in a window; every server sharing the database sees the same rows. A row is useless once its window has passed and is deleted then.
CREATE TABLE "counted_views" (
	"activity_id" integer NOT NULL REFERENCES "activities" ("id") ON DELETE CASCADE,
	"visitor" text NOT NULL,
	"counted_at" timestamp with time zone NOT NULL,
	PRIMARY KEY ("activity_id", "visitor")
);--> statement-breakpoint
CREATE INDEX "counted_views_counted_idx" ON "counted_views" ("counted_at");
