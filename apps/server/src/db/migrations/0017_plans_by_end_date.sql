-- Renewals to chase (plans ending within 7 days or lapsed within 30), the cockpit's counts of them
-- and the desk's "due today" read a library's active plans by their end date. They walked every
-- plan the library ever sold through (admin_id, created_at) and read each from the table (a
-- library's 100 locker plans: 102 pages read, 5.5 ms cold), a cost that grows with every renewal.
CREATE INDEX "seat_plans_admin_status_ends_idx" ON "seat_plans" USING btree ("admin_id","status","ends_on");--> statement-breakpoint
CREATE INDEX "locker_plans_admin_status_ends_idx" ON "locker_plans" USING btree ("admin_id","status","ends_on");
