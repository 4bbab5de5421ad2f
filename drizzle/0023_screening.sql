-- Written by hand: screening of published text. screening_terms holds the terms admins add in the console (the operators' file, CONTENT_BLOCKLIST, is read beside them); screening_hits keeps, per activity or material held by a hit, which field matched which term and where, for the review console.
CREATE TABLE "screening_terms" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"term" text NOT NULL,
	"normalised" text NOT NULL UNIQUE,
	"added_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE TABLE "screening_hits" (
	"target_type" text NOT NULL,
	"target_id" integer NOT NULL,
	"hits" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	PRIMARY KEY ("target_type", "target_id")
);
