-- Keyword search indexes need pg_trgm; in public so that every schema on the server shares it.
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;--> statement-breakpoint
DROP INDEX "activities_start_idx";--> statement-breakpoint
CREATE INDEX "activities_end_idx" ON "activities" USING btree ("status","end_at");--> statement-breakpoint
CREATE INDEX "activities_latest_idx" ON "activities" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "activities_hot_idx" ON "activities" USING btree ("status","join_count","thumb_count");--> statement-breakpoint
CREATE INDEX "activities_span_idx" ON "activities" USING gist (tstzrange("start_at", "end_at"));--> statement-breakpoint
CREATE INDEX "activities_title_trgm_idx" ON "activities" USING gin ("title" public.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "activities_organizer_trgm_idx" ON "activities" USING gin ("organizer" public.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "activities_base_idx" ON "activities" USING btree ("education_base_id");--> statement-breakpoint
CREATE INDEX "activities_start_idx" ON "activities" USING btree ("status","start_at","end_at");