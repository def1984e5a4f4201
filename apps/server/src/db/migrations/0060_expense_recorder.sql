-- Who recorded an expense (the owner's or the staff member's account id): a desk member may change
-- only the expenses they recorded, on the day they recorded them. Older rows name nobody (null).
ALTER TABLE "expenses" ADD COLUMN "recorded_by_id" integer;
