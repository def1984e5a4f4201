-- A plan is renewed once: two renewals racing each other cannot both be saved.
DROP INDEX IF EXISTS "seat_plans_renewed_from_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "locker_plans_renewed_from_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "seat_plans_renewed_from_uq" ON "seat_plans" USING btree ("renewed_from_id") WHERE "renewed_from_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "locker_plans_renewed_from_uq" ON "locker_plans" USING btree ("renewed_from_id") WHERE "renewed_from_id" IS NOT NULL;
