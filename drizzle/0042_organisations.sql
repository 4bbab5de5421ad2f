-- Written by hand: organisations (单位) with members and invitations by phone number; every activity belongs to one.
CREATE TABLE "organisations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"province_code" text NOT NULL,
	"city_code" text DEFAULT '' NOT NULL,
	"district_code" text DEFAULT '' NOT NULL,
	"created_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organisation_members" (
	"organisation_id" integer NOT NULL REFERENCES "organisations"("id") ON DELETE CASCADE,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	PRIMARY KEY ("organisation_id", "user_id")
);
--> statement-breakpoint
CREATE TABLE "organisation_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL REFERENCES "organisations"("id") ON DELETE CASCADE,
	"mobile" text NOT NULL,
	"role" text NOT NULL,
	"invited_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "organisation_id" integer;
--> statement-breakpoint
-- Each owner's activities under one organiser name become one organisation of that owner alone, in the region of its latest activity.
INSERT INTO "organisations" ("name", "type", "province_code", "city_code", "district_code", "created_by", "created_at")
SELECT DISTINCT ON ("owner_id", btrim("organizer"))
	coalesce(nullif(btrim("organizer"), ''), '未命名单位'), 'other', "province_code", "city_code", "district_code", "owner_id", "created_at"
FROM "activities"
ORDER BY "owner_id", btrim("organizer"), "created_at" DESC;
--> statement-breakpoint
CREATE INDEX "organisations_created_by_idx" ON "organisations" USING btree ("created_by", "name");
--> statement-breakpoint
-- Setting every activity's organisation rewrites every row: kept up to date row by row, the activities' indexes (trigram GIN, GiST)
-- took 444 s at 500,000 activities; set aside and rebuilt as they were (pg_get_indexdef, same names), far less. Constraint indexes stay.
DO $$
DECLARE
	kept record;
	defs text[] := '{}';
	def text;
BEGIN
	FOR kept IN
		SELECT i.indexrelid::regclass AS name, pg_get_indexdef(i.indexrelid) AS def
		FROM pg_index i
		WHERE i.indrelid = 'activities'::regclass
			AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)
	LOOP
		defs := defs || kept.def;
		EXECUTE format('DROP INDEX %s', kept.name);
	END LOOP;
	UPDATE "activities" SET "organisation_id" = o."id"
	FROM "organisations" o
	WHERE o."created_by" = "activities"."owner_id"
		AND o."name" = coalesce(nullif(btrim("activities"."organizer"), ''), '未命名单位');
	PERFORM set_config('maintenance_work_mem', '128MB', true);
	FOREACH def IN ARRAY defs LOOP
		EXECUTE def;
	END LOOP;
END
$$;
--> statement-breakpoint
INSERT INTO "organisation_members" ("organisation_id", "user_id", "role", "created_at")
SELECT "id", "created_by", 'owner', "created_at" FROM "organisations";
--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_organisation_id_fkey" FOREIGN KEY ("organisation_id") REFERENCES "organisations"("id") ON DELETE SET NULL;
--> statement-breakpoint
CREATE INDEX "activities_organisation_idx" ON "activities" USING btree ("organisation_id", "start_at");
--> statement-breakpoint
CREATE INDEX "organisation_members_user_idx" ON "organisation_members" USING btree ("user_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "organisation_invitations_key" ON "organisation_invitations" USING btree ("organisation_id", "mobile");
--> statement-breakpoint
CREATE INDEX "organisation_invitations_mobile_idx" ON "organisation_invitations" USING btree ("mobile");
