-- Ledger rows go only with their student or library, by a foreign key's cascade (which runs as a
-- trigger, one level down). A DELETE of its own would leave the balance the database keeps beside
-- them (0020) stale without a word, so it is refused, as an edit already is.
CREATE FUNCTION "refuse_ledger_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF pg_trigger_depth() > 1 THEN
		RETURN OLD;
	END IF;
	RAISE EXCEPTION 'ledger rows are never deleted; post a reversal instead';
END
$$;--> statement-breakpoint
CREATE TRIGGER "ledger_entries_not_deleted" BEFORE DELETE ON "ledger_entries" FOR EACH ROW EXECUTE FUNCTION "refuse_ledger_delete"();
