-- Written by hand: 举报 of a material (a photo, video, file or link released after an activity), kept with the activity's reports: material_id names it, and a person may report the activity and each of its materials once a Beijing day each.
ALTER TABLE "activity_reports" ADD COLUMN "material_id" integer REFERENCES "materials"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "activity_reports" DROP CONSTRAINT "activity_reports_once_a_day";--> statement-breakpoint
CREATE UNIQUE INDEX "activity_reports_once_a_day" ON "activity_reports" ("activity_id", "reporter_id", "report_day") WHERE "material_id" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "material_reports_once_a_day" ON "activity_reports" ("material_id", "reporter_id", "report_day") WHERE "material_id" IS NOT NULL;
