-- Money rows stay immutable, but a foreign key's ON DELETE SET NULL may still clear the link to a
-- deleted student or receipt (deleting a student who paid kept failing on the receipts trigger).
CREATE OR REPLACE FUNCTION "refuse_money_edit"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	links text[] := ARRAY['student_id', 'receipt_id'];
	link text;
BEGIN
	IF (to_jsonb(NEW) - links) = (to_jsonb(OLD) - links) THEN
		FOREACH link IN ARRAY links LOOP
			IF (to_jsonb(NEW) -> link) IS DISTINCT FROM (to_jsonb(OLD) -> link)
				AND (to_jsonb(NEW) -> link) <> 'null'::jsonb THEN
				RAISE EXCEPTION 'money rows are never edited; post a correction instead';
			END IF;
		END LOOP;
		RETURN NEW;
	END IF;
	RAISE EXCEPTION 'money rows are never edited; post a correction instead';
END
$$;
