-- Issue 31: the data layer is plain Drizzle again. The platform search pages and counts with the
-- app's own conditions (the trigram and prefix indexes on lower(name), lower(email) and phone,
-- and students_newest_ids_idx for the newest-first walk, serve them); the grid sorts seats with
-- the contract's sortByLabel. What only the removed paths read goes: the search functions (0025,
-- 0028, 0031), students.search_text and the index that carried it (students_newest_ids_idx has
-- the same key), and places.label_key with its function and index (0032). The check that emails
-- are lowercase (0028) stays: it holds the data to the contract.
DROP FUNCTION IF EXISTS "student_search_page"(text, boolean, integer, integer, integer);--> statement-breakpoint
DROP FUNCTION IF EXISTS "student_search_estimate"(text, boolean);--> statement-breakpoint
DROP INDEX IF EXISTS "students_created_idx";--> statement-breakpoint
ALTER TABLE "students" DROP COLUMN IF EXISTS "search_text";--> statement-breakpoint
DROP INDEX IF EXISTS "places_admin_kind_key_idx";--> statement-breakpoint
ALTER TABLE "places" DROP COLUMN IF EXISTS "label_key";--> statement-breakpoint
DROP FUNCTION IF EXISTS "place_label_key"(text);
