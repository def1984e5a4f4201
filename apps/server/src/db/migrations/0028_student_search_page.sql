-- A platform search's page of student ids, each with the search's total (students.queries.ts).
-- The app sent it as one unnamed statement, parsed and planned on every call with the term, so
-- that a common surname was walked newest first and a rare email found through the trigram
-- indexes: 0.55-0.6 ms of every search's 1.2-1.8 ms of PostgreSQL time was that parse and plan.
-- Here the choice is made by the planner's estimate (student_search_estimate, 0025), as the
-- statement made it, and each branch has a plan of its own that does not depend on the term:
-- the function's statements keep one plan per connection (plan_cache_mode, set for its calls).
--   * Past twice the cap by the estimate, the total is the estimate, uncounted, and the page is
--     walked newest first through students_created_idx (which carries name, email and phone).
--   * Else the matches (up to the cap + 1) are found once through the trigram indexes; when they
--     are the cap or fewer they are counted and are the page too; past the cap the page is walked.
-- A walk must not become a trigram lookup in a plan kept for every term (for a common term that
-- reads thousands of rows): the name's walk compares `lower(name) || ''`, which no index serves;
-- the any-field walk compares the email as stored, which no index serves either, and which is
-- the cheaper: emails are lowercased by the contract (ZEmail) since the first release, and now by
-- a check too. lower() was a third of the walk (0.84 -> 0.53 ms for 1,270 rows read).
-- A rare 1-2 character start of a name (under twice the cap) is found by a statement planned with
-- its term: a kept plan cannot read a LIKE pattern's fixed start as a range of
-- students_name_prefix_idx, and would go through the trigram index (for a start of punctuation,
-- which has no trigram, all of it). A page past the matches answers no rows without computing the
-- slice's bounds (an offset near the integer's limit would overflow them).
-- Its conditions are the app's (nameLike: the start of a name, for 1-2 characters; anyFieldLike:
-- name, email and phone anywhere), written out; a test holds the pages equal to them.
UPDATE "students" SET "email" = lower("email") WHERE "email" <> lower("email");--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_email_lowercase" CHECK ("email" = lower("email"));--> statement-breakpoint
CREATE FUNCTION "student_search_page"(pattern text, any_field boolean, cap integer, page_limit integer, page_offset integer)
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
