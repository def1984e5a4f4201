-- The seat map and the grid read the holds of a date by seat (0014's index, admin_id and
-- place_id, carrying the days). Holds stay when plans lapse and each desk booking adds one, so a
-- seat gathers holds month after month, and a probe by seat read every one it ever had: with 200
-- past holds a seat, a grid page's 100 seats read 20,000 entries to keep 100 (8.5 ms). The key now
-- ends with the last day's bound, upper(days), and those statements also ask `upper(days) > date`
-- (implied by their own condition), so each probe starts at the holds still running on the date:
-- 0.22 ms for the same page.
DROP INDEX "holds_admin_place_idx";--> statement-breakpoint
CREATE INDEX "holds_admin_place_idx" ON "holds" USING btree ("admin_id","place_id",upper("days")) INCLUDE ("days","minutes","seat_plan_id","booking_id","student_id");
