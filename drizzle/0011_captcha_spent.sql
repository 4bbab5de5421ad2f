-- Written by hand: ALTCHA solutions already used for sendCode. Every server sharing the database refuses a replayed solution; a row is useless once its challenge has expired and is deleted then.
CREATE TABLE "captcha_spent" (
	"signature" text PRIMARY KEY,
	"expires_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE INDEX "captcha_spent_expires_idx" ON "captcha_spent" ("expires_at");
