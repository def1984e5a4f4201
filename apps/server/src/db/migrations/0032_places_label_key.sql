-- The grid's pages of seats (occupancy/grid) are in seat-number order, A2 before A10 (the
-- contract's sortByLabel). Every page read all the library's active seats as JSON (500 for a
-- library of 500) to sort them in the app, then their holds in a second statement. `label_key` is
-- sortByLabel's key of a plain label (letters, digits, space and - . /; null otherwise): lower case,
-- every run of digits without its leading zeros and padded to 16 places; compared byte by byte
-- (COLLATE "C"), as the app compares keys. Where every active seat has a key and no two share one,
-- that order is sortByLabel's exactly, and a page of seats is an index walk of
-- places_admin_kind_key_idx; the grid then reads its frame, its page and the page's holds in one
-- statement. (Two labels share a key only when they differ in leading zeros or case, such as
-- "A1" and "a01"; the app sorts those libraries itself, as before.) ASCII letters are lowered by
-- translate(), which no database locale changes.
CREATE FUNCTION "place_label_key"(label text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$
	SELECT CASE WHEN label ~ '^[A-Za-z0-9 ./-]*$' THEN coalesce((
		SELECT string_agg(
			CASE WHEN m.part[1] ~ '^[0-9]' THEN lpad(d.digits, greatest(16, length(d.digits)), '0') ELSE m.part[1] END,
			'' ORDER BY m.n)
		FROM regexp_matches(translate(label, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz'),
			'[0-9]+|[^0-9]+', 'g') WITH ORDINALITY AS m(part, n)
		CROSS JOIN LATERAL (SELECT coalesce(nullif(ltrim(m.part[1], '0'), ''), '0') AS digits) d
	), '') END
$$;--> statement-breakpoint
ALTER TABLE "places" ADD COLUMN "label_key" text COLLATE "C"
	GENERATED ALWAYS AS ("place_label_key"("label")) STORED;--> statement-breakpoint
CREATE INDEX "places_admin_kind_key_idx" ON "places" USING btree ("admin_id", "kind", "label_key", "id") INCLUDE ("label", "active");
