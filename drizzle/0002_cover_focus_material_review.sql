ALTER TABLE "activities" ADD COLUMN "cover_focus" text;--> statement-breakpoint
ALTER TABLE "materials" ADD COLUMN "status" text DEFAULT 'approved' NOT NULL;--> statement-breakpoint
ALTER TABLE "materials" ADD COLUMN "reject_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "materials_status_idx" ON "materials" USING btree ("status","created_at");