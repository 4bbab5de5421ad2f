-- Written by hand: when the person chose their display name. NULL means show_name is still the one given at sign-up (用户 and the number's last four digits, or 科普用户 for a host-app account without a name), and the portal asks for a name. A name that differs from those was given by the host app or the demo seed and counts as chosen.
ALTER TABLE "users" ADD COLUMN "name_set_at" timestamp with time zone;--> statement-breakpoint
UPDATE "users" SET "name_set_at" = "created_at"
WHERE "show_name" <> '用户' || right("mobile", 4) AND "show_name" <> '科普用户';
