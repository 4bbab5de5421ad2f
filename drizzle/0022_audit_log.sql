-- Written by hand: the audit log of admin acts and personal-data exports. Append-only (an UPDATE is refused by a trigger) and chained: each entry's hash covers its fields and the previous entry's hash, so an edited or removed row breaks the chain. Pruning past the retention period moves the anchor (the hash the first kept entry follows) in the same transaction.
CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"at" timestamp with time zone NOT NULL,
	"actor_id" integer,
	"actor_role" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"prev_hash" text NOT NULL,
	"hash" text NOT NULL
);--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" ("at");--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" ("action", "at");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" ("actor_id", "at");--> statement-breakpoint
CREATE TABLE "audit_anchor" (
	"id" smallint PRIMARY KEY DEFAULT 1 CHECK ("id" = 1),
	"last_pruned_id" bigint NOT NULL,
	"hash" text NOT NULL,
	"pruned_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE FUNCTION "audit_log_refuse_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'audit_log is append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "audit_log_append_only" BEFORE UPDATE ON "audit_log"
	FOR EACH ROW EXECUTE FUNCTION "audit_log_refuse_update"();
