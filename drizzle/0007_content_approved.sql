-- Written by hand: whether the activity's current content passed review. A cancelled activity is public only when it was cancelled with approved content, so cancelling can no longer publish what review never saw. Cancelled rows from before this column are kept hidden: nothing tells whether their content was approved.
ALTER TABLE "activities" ADD COLUMN "content_approved" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "activities" SET "content_approved" = true WHERE "status" = 'approved';
