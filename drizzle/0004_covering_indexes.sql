DROP INDEX "activities_region_idx";--> statement-breakpoint
CREATE INDEX "activities_region_idx" ON "activities" USING btree ("province_code","city_code","start_at","end_at","status","district_code","mode","audiences","lh_type","education_base_id","id");--> statement-breakpoint
-- Written by hand: drizzle-kit cannot express INCLUDE. The columns let the running activities be counted and ordered without reading the table.
DROP INDEX "activities_span_idx";--> statement-breakpoint
CREATE INDEX "activities_span_idx" ON "activities" USING gist (tstzrange("start_at", "end_at")) INCLUDE ("status","start_at","end_at","id");
