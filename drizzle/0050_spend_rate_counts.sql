-- spend_rate_hits also answers how many hits each bucket holds in its window once the new one is
-- counted, so that a caller needing a bucket's count (the site's hourly SMS budget warning) does not
-- count it again in a statement of its own.
DROP FUNCTION IF EXISTS "spend_rate_hits"(jsonb, timestamptz, integer);
--> statement-breakpoint
CREATE FUNCTION "spend_rate_hits"(spends jsonb, at timestamptz, lock_space integer)
RETURNS TABLE (refused integer, wait_ms bigint, hit_ids integer[], counts integer[])
LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
DECLARE
	spend record;
	hits integer;
	oldest timestamptz;
	counted integer[] := ARRAY[]::integer[];
BEGIN
	FOR spend IN SELECT s.bucket FROM jsonb_to_recordset(spends) AS s(bucket text) ORDER BY s.bucket COLLATE "C" LOOP
		PERFORM pg_advisory_xact_lock(lock_space, hashtext(spend.bucket));
	END LOOP;
	FOR spend IN
		SELECT s.spend->>'bucket' AS bucket, (s.spend->>'lim')::bigint AS lim,
			(s.spend->>'window_ms')::bigint AS window_ms, s.ord - 1 AS position
		FROM jsonb_array_elements(spends) WITH ORDINALITY AS s(spend, ord)
		ORDER BY s.ord
	LOOP
		SELECT count(*)::integer, min(r.created_at) INTO hits, oldest FROM rate_hits r
		WHERE r.bucket = spend.bucket AND r.created_at > at - spend.window_ms * interval '1 millisecond';
		IF hits >= spend.lim AND oldest IS NOT NULL THEN
			RETURN QUERY SELECT spend.position::integer,
				greatest(1, ceil(extract(epoch FROM oldest + spend.window_ms * interval '1 millisecond' - at) * 1000))::bigint,
				NULL::integer[], NULL::integer[];
			RETURN;
		END IF;
		counted := counted || (hits + 1);
	END LOOP;
	RETURN QUERY WITH inserted AS (
		INSERT INTO rate_hits (bucket, created_at)
		SELECT s.bucket, at FROM jsonb_to_recordset(spends) AS s(bucket text)
		RETURNING id
	)
	SELECT NULL::integer, 0::bigint, array_agg(inserted.id ORDER BY inserted.id), counted FROM inserted;
END
$$;
