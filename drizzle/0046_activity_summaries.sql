-- Written by hand: activity summaries (活动总结), one per activity, reviewed like activities; and the deadline reminders sent, one per activity and offset.
CREATE TABLE "activity_summaries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"activity_id" integer NOT NULL REFERENCES "activities"("id") ON DELETE CASCADE,
	"submitted_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"content" text NOT NULL,
	"photos" jsonb NOT NULL,
	"video" text DEFAULT '' NOT NULL,
	"walk_ins" integer DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"reject_reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "activity_summaries_activity_key" ON "activity_summaries" USING btree ("activity_id");
--> statement-breakpoint
CREATE INDEX "activity_summaries_status_idx" ON "activity_summaries" USING btree ("status","updated_at");
--> statement-breakpoint
CREATE TABLE "summary_reminders" (
	"activity_id" integer NOT NULL REFERENCES "activities"("id") ON DELETE CASCADE,
	"days_before" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	PRIMARY KEY ("activity_id", "days_before")
);
