-- Written by hand: the flat admin role becomes three scoped ones (national_admin, province_admin of one province code, city_admin of one city code); existing admins become national admins.
ALTER TABLE "users" ADD COLUMN "admin_region" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "users_admin_region_idx" ON "users" ("admin_region") WHERE "admin_region" <> '';--> statement-breakpoint
UPDATE "users" SET "roles" = array_replace("roles", 'admin', 'national_admin') WHERE 'admin' = ANY("roles");--> statement-breakpoint
-- The region an audited act happened in (a city or province code; '' for the whole country), so scoped admins read their region's entries.
ALTER TABLE "audit_log" ADD COLUMN "region" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "audit_log_region_idx" ON "audit_log" ("region", "at");--> statement-breakpoint
-- A pending activity sent up a level by a reviewer, with the note the higher admin reads; gone once it is decided.
CREATE TABLE "review_escalations" (
	"activity_id" integer PRIMARY KEY NOT NULL REFERENCES "activities"("id") ON DELETE CASCADE,
	"level" text NOT NULL,
	"note" text NOT NULL,
	"escalated_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"escalated_at" timestamp with time zone DEFAULT now() NOT NULL
);
