-- Written by hand: every activity counter recounted from its rows. Cancelling a checked-in registration left its check-in counted; the counters that data may have drifted are set to what the rows say.
UPDATE "activities" AS a SET
	"join_count" = (SELECT count(*) FROM "joins" j WHERE j."activity_id" = a."id"),
	"checkin_count" = (SELECT count(*) FROM "joins" j WHERE j."activity_id" = a."id" AND j."checked_in_at" IS NOT NULL),
	"waitlist_count" = (SELECT count(*) FROM "waitlist" w WHERE w."activity_id" = a."id"),
	"collect_count" = (SELECT count(*) FROM "collects" c WHERE c."activity_id" = a."id"),
	"thumb_count" = (SELECT count(*) FROM "thumbs" t WHERE t."activity_id" = a."id");
