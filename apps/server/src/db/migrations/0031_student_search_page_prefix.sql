-- student_search_page (0028), two mends after review:
--   * A 1-2 character search's matches under twice the cap (a rare start of a name) are found by a
--     statement planned with its term, as before 0028: a kept plan cannot read a LIKE pattern's
--     fixed start as a range of students_name_prefix_idx, and would have gone through the trigram
--     index (which for a start of punctuation, no trigram, reads all of it). Rare, so its planning
--     costs little in all.
--   * A page past the matches answers no rows without computing the slice's bounds (an offset
--     near the integer's limit overflowed; the API caps offsets far below, a direct call did not).
CREATE OR REPLACE FUNCTION "student_search_page"(pattern text, any_field boolean, cap integer, page_limit integer, page_offset integer)
RETURNS TABLE (id integer, total integer)
LANGUAGE plpgsql VOLATILE ROWS 50
SET plan_cache_mode = force_generic_plan
AS $$
DECLARE
	n bigint := "student_search_estimate"(pattern, any_field);
	matches integer[];
BEGIN
	IF n <= 2 * cap THEN
		IF any_field THEN
			SELECT array_agg(m.id ORDER BY m.created_at DESC, m.id DESC) INTO matches
			FROM (SELECT s.id, s.created_at FROM "students" s
				WHERE lower(s.name) LIKE pattern OR lower(s.email) LIKE pattern OR s.phone LIKE pattern
				LIMIT cap + 1) m;
		ELSE
			EXECUTE 'SELECT array_agg(m.id ORDER BY m.created_at DESC, m.id DESC)
				FROM (SELECT s.id, s.created_at FROM "students" s WHERE lower(s.name) LIKE $1 LIMIT $2) m'
				INTO matches USING pattern, cap + 1;
		END IF;
		n := coalesce(cardinality(matches), 0);
		IF n <= cap THEN
			IF page_offset < n THEN
				RETURN QUERY SELECT f.id, n::integer
					FROM unnest(matches[page_offset + 1 : page_offset + least(page_limit, n::integer - page_offset)]) f(id);
			END IF;
			RETURN;
		END IF;
	END IF;
	IF any_field THEN
		RETURN QUERY SELECT s.id, n::integer FROM "students" s
			WHERE lower(s.name) LIKE pattern OR s.email LIKE pattern OR s.phone LIKE pattern
			ORDER BY s.created_at DESC, s.id DESC LIMIT page_limit OFFSET page_offset;
	ELSE
		RETURN QUERY SELECT s.id, n::integer FROM "students" s
			WHERE (lower(s.name) || '') LIKE pattern
			ORDER BY s.created_at DESC, s.id DESC LIMIT page_limit OFFSET page_offset;
	END IF;
END
$$;
