-- The seat map, the seat x shift grid and the cockpit read a library's holds (which place, which
-- days and minutes, whose plan or booking) from this index alone, not from table rows scattered
-- among every other library's (the map of a 500-seat library: 5 ms -> 0.5 ms). It leads with
-- admin_id, so it also serves what the plain (admin_id) index did.
DROP INDEX "holds_admin_idx";--> statement-breakpoint
CREATE INDEX "holds_admin_place_idx" ON "holds" USING btree ("admin_id","place_id") INCLUDE ("days","minutes","seat_plan_id","booking_id","student_id");
