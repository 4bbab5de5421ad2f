CREATE TABLE "awards" (
	"id" serial PRIMARY KEY NOT NULL,
	"year" integer NOT NULL,
	"kind" text NOT NULL,
	"activity_id" integer REFERENCES "activities"("id") ON DELETE CASCADE,
	"organisation_id" integer REFERENCES "organisations"("id") ON DELETE CASCADE,
	"province_code" text NOT NULL,
	"city_code" text DEFAULT '' NOT NULL,
	"note" text NOT NULL,
	"status" text DEFAULT 'nominated' NOT NULL,
	"nominated_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"nominated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"confirmed_at" timestamp with time zone,
	CONSTRAINT "awards_one_target" CHECK (("kind" = 'activity') = ("activity_id" IS NOT NULL) AND ("kind" = 'organisation') = ("organisation_id" IS NOT NULL))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "awards_activity_once_a_year" ON "awards" USING btree ("year","activity_id") WHERE "kind" = 'activity';
--> statement-breakpoint
CREATE UNIQUE INDEX "awards_organisation_once_a_year" ON "awards" USING btree ("year","organisation_id") WHERE "kind" = 'organisation';
--> statement-breakpoint
CREATE INDEX "awards_year_status_idx" ON "awards" USING btree ("year","status","province_code");
