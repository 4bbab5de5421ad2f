-- Written by hand above the indexes drizzle-kit generated: the distinct two-character pieces of the lower-cased text, which a GIN index answers for a two-character keyword (`@> ARRAY[lower(keyword)]`), where trigrams cannot.
CREATE FUNCTION kpy_bigrams(value text) RETURNS text[]
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$ SELECT ARRAY(SELECT DISTINCT substr(lower(value), i, 2) FROM generate_series(1, char_length(value) - 1) AS i) $$;--> statement-breakpoint
CREATE INDEX "activities_title_bigram_idx" ON "activities" USING gin (kpy_bigrams("title"));--> statement-breakpoint
CREATE INDEX "activities_organizer_bigram_idx" ON "activities" USING gin (kpy_bigrams("organizer"));
