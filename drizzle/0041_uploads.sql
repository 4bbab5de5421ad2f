CREATE TABLE "uploads" (
	"name" text PRIMARY KEY NOT NULL,
	"owner_id" integer REFERENCES "users"("id"),
	"bytes" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"in_use_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "uploads_owner_idx" ON "uploads" USING btree ("owner_id");
--> statement-breakpoint
CREATE INDEX "uploads_unclaimed_idx" ON "uploads" USING btree ("created_at") WHERE "in_use_at" IS NULL;
