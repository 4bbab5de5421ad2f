-- Written by hand: the registration lifecycle. An activity may ask joiners for details, keep a waitlist and allow changes after it starts; a registration carries its details and its check-in; the waitlist is a queue ordered by its identity column. Counters on the activity equal the rows they count.
ALTER TABLE "activities" ADD COLUMN "registration_fields" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "waitlist_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "late_changes" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "waitlist_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "checkin_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "joins" ADD COLUMN "id" integer GENERATED ALWAYS AS IDENTITY;--> statement-breakpoint
ALTER TABLE "joins" ADD CONSTRAINT "joins_id_key" UNIQUE ("id");--> statement-breakpoint
ALTER TABLE "joins" ADD COLUMN "name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "joins" ADD COLUMN "mobile" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "joins" ADD COLUMN "organization" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "joins" ADD COLUMN "promoted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "joins" ADD COLUMN "checked_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "joins" ADD COLUMN "checked_in_by" integer REFERENCES "users"("id") ON DELETE SET NULL;--> statement-breakpoint
CREATE INDEX "joins_activity_idx" ON "joins" ("activity_id", "created_at");--> statement-breakpoint
CREATE TABLE "waitlist" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"activity_id" integer NOT NULL REFERENCES "activities"("id") ON DELETE CASCADE,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"name" text DEFAULT '' NOT NULL,
	"mobile" text DEFAULT '' NOT NULL,
	"organization" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_activity_user_key" ON "waitlist" ("activity_id", "user_id");--> statement-breakpoint
CREATE INDEX "waitlist_queue_idx" ON "waitlist" ("activity_id", "id");--> statement-breakpoint
CREATE INDEX "waitlist_user_idx" ON "waitlist" ("user_id");
