-- Written by hand: every agreement a person gives, by document and version (the 个人信息保护政策 and 用户服务协议 at login or through the host app, the sharing of a registration's details with its organiser), kept as evidence of consent.
CREATE TABLE "consents" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"document" text NOT NULL,
	"version" text NOT NULL,
	"source" text NOT NULL,
	"activity_id" integer,
	"fields" jsonb,
	"ip" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "consents_user_idx" ON "consents" ("user_id", "created_at");--> statement-breakpoint
CREATE INDEX "consents_activity_idx" ON "consents" ("activity_id", "user_id") WHERE "activity_id" IS NOT NULL;
