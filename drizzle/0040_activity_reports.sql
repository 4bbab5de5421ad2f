-- Written by hand: visitors' reports (举报) of public activities, one per person, activity and Beijing day, and the takedown (下架) an admin may answer them with.
CREATE TABLE "activity_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL REFERENCES "activities"("id") ON DELETE CASCADE,
	"reporter_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"category" text NOT NULL,
	"reason" text NOT NULL,
	-- Screening found a listed term in the reason; the reviewer is shown so.
	"flagged" boolean DEFAULT false NOT NULL,
	"report_day" date NOT NULL,
	-- open until an admin decides: dismissed, or taken_down with the activity.
	"outcome" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_reports_once_a_day" UNIQUE ("activity_id", "reporter_id", "report_day")
);--> statement-breakpoint
CREATE INDEX "activity_reports_open_idx" ON "activity_reports" ("activity_id", "created_at") WHERE "outcome" = 'open';--> statement-breakpoint
-- Why an admin took the activity down (status taken_down); the owner reads it until they resubmit.
ALTER TABLE "activities" ADD COLUMN "takedown_reason" text DEFAULT '' NOT NULL;
