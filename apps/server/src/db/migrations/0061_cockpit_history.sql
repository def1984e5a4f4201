-- The owner's cockpit history (30 days of collections, 12 months of admissions and renewals, the
-- occupancy heat map), computed once per library and library day and kept until a write it counts.
-- Every write of its inputs bumps `version` in its own transaction; an open serves `body` while
-- `body_version` = `version` and `day` is the library's today, and otherwise computes it again.
CREATE TABLE "cockpit_history" (
	"admin_id" integer PRIMARY KEY NOT NULL REFERENCES "admins"("id") ON DELETE CASCADE,
	"version" bigint DEFAULT 0 NOT NULL,
	"day" date,
	"body_version" bigint,
	"body" jsonb,
	"computed_at" timestamp with time zone
);--> statement-breakpoint
CREATE FUNCTION "cockpit_history_stale"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	lib integer := CASE WHEN TG_OP = 'DELETE' THEN OLD.admin_id ELSE NEW.admin_id END;
	done text := coalesce(nullif(current_setting('studydesk.cockpit_stale', true), ''), ',');
BEGIN
	-- Once per transaction and library (an import writes thousands of rows).
	IF position(',' || lib || ',' IN done) > 0 THEN
		RETURN NULL;
	END IF;
	PERFORM set_config('studydesk.cockpit_stale', done || lib || ',', true);
	-- Deferred to the commit like the balances' trigger (0020), behind the same library lock, so
	-- the row's lock is taken last and held for the commit only: waiting here closes no cycle.
	PERFORM pg_advisory_xact_lock(7310520, lib);
	-- (none when the library itself is being deleted)
	INSERT INTO "cockpit_history" ("admin_id", "version")
	SELECT lib, 1 WHERE EXISTS (SELECT 1 FROM "admins" WHERE "id" = lib)
	ON CONFLICT ("admin_id") DO UPDATE SET "version" = "cockpit_history"."version" + 1;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "receipts_cockpit_stale" AFTER INSERT OR DELETE ON "receipts"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "cockpit_history_stale"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "holds_cockpit_stale" AFTER INSERT OR UPDATE OR DELETE ON "holds"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "cockpit_history_stale"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "students_cockpit_stale" AFTER INSERT OR DELETE ON "students"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "cockpit_history_stale"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "seat_plans_cockpit_stale" AFTER INSERT OR DELETE ON "seat_plans"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "cockpit_history_stale"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "locker_plans_cockpit_stale" AFTER INSERT OR DELETE ON "locker_plans"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "cockpit_history_stale"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "places_cockpit_stale" AFTER INSERT OR UPDATE OR DELETE ON "places"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "cockpit_history_stale"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "shifts_cockpit_stale" AFTER INSERT OR UPDATE OR DELETE ON "shifts"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "cockpit_history_stale"();
