-- Written by hand: an activity may ask whether the participant is under 14 (PIPL §31: a guardian's name and agreement are then required); a registration or waitlist place records the answer and the guardian, and when its details were erased after the retention period (the row, and so the counts, stay).
ALTER TABLE "activities" ADD COLUMN "asks_age" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "joins" ADD COLUMN "under_14" boolean;--> statement-breakpoint
ALTER TABLE "joins" ADD COLUMN "guardian_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "joins" ADD COLUMN "guardian_agreed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "joins" ADD COLUMN "details_erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "waitlist" ADD COLUMN "under_14" boolean;--> statement-breakpoint
ALTER TABLE "waitlist" ADD COLUMN "guardian_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "waitlist" ADD COLUMN "guardian_agreed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "waitlist" ADD COLUMN "details_erased_at" timestamp with time zone;
