-- Deleting a library ran two checks once per ledger row (11,334 for 500 students), about 210 ms of
-- the delete's 940 (measured after a checkpoint, rolled back):
-- 1. The refusal of a DELETE of ledger rows (0022) was a row trigger: it becomes a statement
--    trigger, the same rule (a DELETE not run by a foreign key's cascade is refused) checked once
--    per statement.
-- 2. A reversal's reference to the row it reverses was a foreign key, checked (and cascaded) for
--    every deleted row, though a row and its reversal always go together: ledger rows go only with
--    their student or library and never change (0002). A trigger now checks it where it can fail,
--    on insert, and more strictly than the key did: the reversed row is the same student's.
DROP TRIGGER "ledger_entries_not_deleted" ON "ledger_entries";--> statement-breakpoint
CREATE TRIGGER "ledger_entries_not_deleted" BEFORE DELETE ON "ledger_entries" FOR EACH STATEMENT EXECUTE FUNCTION "refuse_ledger_delete"();--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_reverses_id_fkey";--> statement-breakpoint
CREATE FUNCTION "check_reversed_row"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NEW."reverses_id" IS NOT NULL AND NOT EXISTS (
		SELECT 1 FROM "ledger_entries"
		WHERE "id" = NEW."reverses_id" AND "admin_id" = NEW."admin_id" AND "student_id" = NEW."student_id"
	) THEN
		RAISE foreign_key_violation USING MESSAGE = 'a reversal reverses a row of the same student''s ledger';
	END IF;
	RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "ledger_entries_reverse_own_row" BEFORE INSERT ON "ledger_entries" FOR EACH ROW EXECUTE FUNCTION "check_reversed_row"();
