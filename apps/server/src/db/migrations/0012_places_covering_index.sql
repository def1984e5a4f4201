-- The seat map, the seat x shift grid and the cockpit read a library's seats (id, number, state)
-- from this index alone: a library's places lie one per table page among every other library's.
CREATE INDEX "places_admin_kind_idx" ON "places" USING btree ("admin_id","kind","id") INCLUDE ("label","active");
