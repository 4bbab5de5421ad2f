-- Written by hand: an edit of a public activity under manual review waits here, and the activity's own row keeps the approved version, which every page, list, feed, notice and export reads. On approval the edit replaces the row (and only then are joiners told what changed); on rejection the row stays as it was and the owner sees the edit with the reason. One open edit per activity: a new edit replaces the one before. "content" holds the edit's columns as the activity stores them, times as ISO strings.
CREATE TABLE "activity_edits" (
	"activity_id" integer PRIMARY KEY REFERENCES "activities"("id") ON DELETE CASCADE,
	"content" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reject_reason" text DEFAULT '' NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "activity_edits_status_check" CHECK ("status" IN ('pending', 'rejected'))
);--> statement-breakpoint
CREATE INDEX "activity_edits_pending_idx" ON "activity_edits" ("submitted_at") WHERE "status" = 'pending';
