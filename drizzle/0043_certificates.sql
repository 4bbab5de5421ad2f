ALTER TABLE "joins" ADD COLUMN "volunteer_hours" numeric(5, 1);
--> statement-breakpoint
ALTER TABLE "joins" ADD COLUMN "volunteer_marked_by" integer REFERENCES "users"("id") ON DELETE SET NULL;
--> statement-breakpoint
CREATE TABLE "certificates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"activity_id" integer NOT NULL REFERENCES "activities"("id") ON DELETE CASCADE,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"kind" text NOT NULL,
	"hours" numeric(5, 1),
	"name" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_activity_user_kind_key" ON "certificates" USING btree ("activity_id","user_id","kind");
--> statement-breakpoint
CREATE INDEX "certificates_user_idx" ON "certificates" USING btree ("user_id");
