CREATE TABLE "analytics_daily" (
	"day" date NOT NULL,
	"project" text NOT NULL,
	"event" text NOT NULL,
	"page_type" text DEFAULT '' NOT NULL,
	"activity_id" text DEFAULT '' NOT NULL,
	"province" text DEFAULT '' NOT NULL,
	"events" integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "analytics_daily_key" ON "analytics_daily" USING btree ("day","project","event","page_type","activity_id","province");--> statement-breakpoint
CREATE INDEX "analytics_events_received_idx" ON "analytics_events" USING btree ("created_at");
