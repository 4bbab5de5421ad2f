-- Written by hand: wrong login codes in a row per number, across codes; the fifth locks the number for 15 minutes. A right code clears the row.
CREATE TABLE "login_lockouts" (
	"mobile" text PRIMARY KEY,
	"failures" smallint DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone
);
