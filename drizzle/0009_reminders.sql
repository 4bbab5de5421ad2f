-- Written by hand: reminders and change notices. A reminder row is written in the same transaction as its 站内信 and its key (activity, user, offset, start time) makes a second one impossible, whichever server or retry sends it; an activity change waits in activity_changes until its notices are sent, in the transaction that sets notified_at. The job queue itself (pg-boss) keeps its own schema, created by pg-boss when the server starts.
CREATE TABLE "reminder_deliveries" (
	"activity_id" integer NOT NULL REFERENCES "activities"("id") ON DELETE CASCADE,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"offset_seconds" integer NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_deliveries_pkey" PRIMARY KEY ("activity_id", "user_id", "offset_seconds", "start_at")
);--> statement-breakpoint
CREATE INDEX "reminder_deliveries_user_idx" ON "reminder_deliveries" ("user_id");--> statement-breakpoint
CREATE TABLE "activity_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"activity_id" integer NOT NULL REFERENCES "activities"("id") ON DELETE CASCADE,
	"changes" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone
);--> statement-breakpoint
CREATE INDEX "activity_changes_pending_idx" ON "activity_changes" ("created_at") WHERE "notified_at" IS NULL;
