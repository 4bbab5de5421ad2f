-- Written by hand: SMS copies of promotion, change and reminder notices. Each row is written in the transaction that writes its 站内信 and waits until the job runner settles it: sent, or why not (opted out, over the day's cap, no template, refused). users.sms_notices is the person's opt-out, on by default for these transactional notices.
ALTER TABLE "users" ADD COLUMN "sms_notices" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE TABLE "sms_notices" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"message_id" integer NOT NULL REFERENCES "messages"("id") ON DELETE CASCADE,
	"kind" text NOT NULL,
	"params" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	"outcome" text,
	"detail" text DEFAULT '' NOT NULL
);--> statement-breakpoint
CREATE INDEX "sms_notices_pending_idx" ON "sms_notices" ("id") WHERE "settled_at" IS NULL;--> statement-breakpoint
CREATE INDEX "sms_notices_user_sent_idx" ON "sms_notices" ("user_id", "settled_at") WHERE "outcome" IN ('sending', 'sent');
