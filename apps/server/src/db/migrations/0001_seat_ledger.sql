-- The seat ledger: seats and lockers become numbered objects of the library ("places"), and
-- every way a place becomes held (an admin's seat or locker plan, a staff booking) writes
-- rows to one "holds" table, whose EXCLUDE constraint refuses any two holds of one place that
-- overlap in real time. A hold over days s..e with a daily window [a, b) minutes, where b may
-- pass 1440 for an overnight shift, is stored as calendar-day segments: [a, min(b,1440)) on
-- days s..e and, when b > 1440, [0, b-1440) on days s+1..e+1. Two holds overlap at some real
-- minute exactly when two of their segments share a day and a minute.
CREATE TABLE "places" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "places_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"admin_id" integer NOT NULL REFERENCES "admins"("id") ON DELETE cascade,
	"kind" text NOT NULL,
	"label" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "places_kind" CHECK ("places"."kind" in ('seat', 'locker')),
	CONSTRAINT "places_label" CHECK (length("places"."label") between 1 and 20)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "places_admin_kind_label_uq" ON "places" USING btree ("admin_id", "kind", lower("label"));
--> statement-breakpoint
ALTER TABLE "seat_plans" ADD COLUMN "place_id" integer REFERENCES "places"("id") ON DELETE cascade;
--> statement-breakpoint
ALTER TABLE "seat_plans" ADD COLUMN "renewed_from_id" integer REFERENCES "seat_plans"("id") ON DELETE set null;
--> statement-breakpoint
ALTER TABLE "locker_plans" ADD COLUMN "place_id" integer REFERENCES "places"("id") ON DELETE cascade;
--> statement-breakpoint
ALTER TABLE "locker_plans" ADD COLUMN "renewed_from_id" integer REFERENCES "locker_plans"("id") ON DELETE set null;
--> statement-breakpoint
ALTER TABLE "seat_bookings" ADD COLUMN "place_id" integer REFERENCES "places"("id") ON DELETE cascade;
--> statement-breakpoint
ALTER TABLE "seat_bookings" ADD COLUMN "shift_id" integer REFERENCES "shifts"("id") ON DELETE set null;
--> statement-breakpoint
ALTER TABLE "seat_bookings" ADD COLUMN "shift_label" text;
--> statement-breakpoint
ALTER TABLE "seat_bookings" ADD COLUMN "start_minute" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "seat_bookings" ADD COLUMN "end_minute" integer DEFAULT 1440 NOT NULL;
--> statement-breakpoint
ALTER TABLE "seat_bookings" ADD COLUMN "student_id" integer REFERENCES "students"("id") ON DELETE set null;
--> statement-breakpoint
ALTER TABLE "seat_bookings" ADD CONSTRAINT "seat_bookings_minutes" CHECK ("start_minute" >= 0 and "end_minute" > "start_minute" and "end_minute" <= 2880);
--> statement-breakpoint
DROP INDEX IF EXISTS "seat_bookings_seat_day_uq";
--> statement-breakpoint
ALTER TABLE "seat_plans" DROP CONSTRAINT IF EXISTS "seat_plans_no_double_booking";
--> statement-breakpoint
ALTER TABLE "locker_plans" DROP CONSTRAINT IF EXISTS "locker_plans_no_double_booking";
--> statement-breakpoint
CREATE TABLE "holds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "holds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"admin_id" integer NOT NULL REFERENCES "admins"("id") ON DELETE cascade,
	"place_id" integer NOT NULL REFERENCES "places"("id") ON DELETE cascade,
	"seat_plan_id" integer REFERENCES "seat_plans"("id") ON DELETE cascade,
	"locker_plan_id" integer REFERENCES "locker_plans"("id") ON DELETE cascade,
	"booking_id" integer REFERENCES "seat_bookings"("id") ON DELETE cascade,
	"student_id" integer REFERENCES "students"("id") ON DELETE cascade,
	"days" daterange NOT NULL,
	"minutes" int4range NOT NULL,
	CONSTRAINT "holds_one_source" CHECK (num_nonnulls("seat_plan_id", "locker_plan_id", "booking_id") = 1),
	CONSTRAINT "holds_minutes" CHECK (NOT isempty("minutes") AND lower("minutes") >= 0 AND upper("minutes") <= 1440),
	CONSTRAINT "holds_days" CHECK (NOT isempty("days") AND NOT lower_inf("days") AND NOT upper_inf("days")),
	CONSTRAINT "holds_no_overlap" EXCLUDE USING gist ("place_id" WITH =, "days" WITH &&, "minutes" WITH &&)
);
--> statement-breakpoint
CREATE INDEX "holds_admin_idx" ON "holds" USING btree ("admin_id");
--> statement-breakpoint
CREATE INDEX "holds_seat_plan_idx" ON "holds" USING btree ("seat_plan_id");
--> statement-breakpoint
CREATE INDEX "holds_locker_plan_idx" ON "holds" USING btree ("locker_plan_id");
--> statement-breakpoint
CREATE INDEX "holds_booking_idx" ON "holds" USING btree ("booking_id");
--> statement-breakpoint
CREATE INDEX "holds_student_idx" ON "holds" USING btree ("student_id");
--> statement-breakpoint
CREATE INDEX "seat_plans_place_idx" ON "seat_plans" USING btree ("place_id");
--> statement-breakpoint
CREATE INDEX "locker_plans_place_idx" ON "locker_plans" USING btree ("place_id");
--> statement-breakpoint
CREATE INDEX "seat_bookings_place_idx" ON "seat_bookings" USING btree ("place_id");
--> statement-breakpoint
-- Existing libraries: seats 1..total, every seat or locker number already used, lockers 1..total.
INSERT INTO "places" ("admin_id", "kind", "label")
SELECT DISTINCT a, k, l FROM (
	SELECT "id" AS a, 'seat' AS k, n::text AS l FROM "admins", generate_series(1, "total_seats") AS n
	UNION SELECT "id", 'locker', n::text FROM "admins", generate_series(1, "total_lockers") AS n
	UNION SELECT "admin_id", 'seat', left("seat_number", 20) FROM "seat_plans"
	UNION SELECT "admin_id", 'seat', left("seat_number", 20) FROM "seat_bookings"
	UNION SELECT "admin_id", 'locker', left("locker_number", 20) FROM "locker_plans" WHERE coalesce("locker_number", '') <> ''
) AS used
ON CONFLICT DO NOTHING;
--> statement-breakpoint
UPDATE "seat_plans" SET "place_id" = p."id" FROM "places" p
WHERE p."admin_id" = "seat_plans"."admin_id" AND p."kind" = 'seat' AND lower(p."label") = lower(left("seat_plans"."seat_number", 20));
--> statement-breakpoint
UPDATE "locker_plans" SET "place_id" = p."id" FROM "places" p
WHERE p."admin_id" = "locker_plans"."admin_id" AND p."kind" = 'locker' AND lower(p."label") = lower(left("locker_plans"."locker_number", 20));
--> statement-breakpoint
UPDATE "seat_bookings" SET "place_id" = p."id" FROM "places" p
WHERE p."admin_id" = "seat_bookings"."admin_id" AND p."kind" = 'seat' AND lower(p."label") = lower(left("seat_bookings"."seat_number", 20));
--> statement-breakpoint
-- Holds of what was already held. Rows that would overlap (possible only through the old,
-- overnight-blind rule) are skipped rather than failing the upgrade.
INSERT INTO "holds" ("admin_id", "place_id", "seat_plan_id", "student_id", "days", "minutes")
SELECT "admin_id", "place_id", "id", "student_id", daterange("starts_on", "ends_on", '[]'), int4range("start_minute", least("end_minute", 1440))
FROM "seat_plans" WHERE "status" = 'Active' AND "student_id" IS NOT NULL AND "place_id" IS NOT NULL AND "starts_on" IS NOT NULL AND "ends_on" IS NOT NULL
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "holds" ("admin_id", "place_id", "seat_plan_id", "student_id", "days", "minutes")
SELECT "admin_id", "place_id", "id", "student_id", daterange("starts_on" + 1, "ends_on" + 1, '[]'), int4range(0, "end_minute" - 1440)
FROM "seat_plans" WHERE "status" = 'Active' AND "student_id" IS NOT NULL AND "place_id" IS NOT NULL AND "starts_on" IS NOT NULL AND "ends_on" IS NOT NULL AND "end_minute" > 1440
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "holds" ("admin_id", "place_id", "locker_plan_id", "student_id", "days", "minutes")
SELECT "admin_id", "place_id", "id", "student_id", daterange("starts_on", "ends_on", '[]'), int4range(0, 1440)
FROM "locker_plans" WHERE "status" = 'Active' AND "student_id" IS NOT NULL AND "place_id" IS NOT NULL AND "starts_on" IS NOT NULL AND "ends_on" IS NOT NULL
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "holds" ("admin_id", "place_id", "booking_id", "days", "minutes")
SELECT "admin_id", "place_id", "id", daterange("booking_date", "booking_date", '[]'), int4range(0, 1440)
FROM "seat_bookings" WHERE "status" = 'Booked' AND "place_id" IS NOT NULL
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- One attendance mark per student per day: keep the newest of any duplicates.
DELETE FROM "attendance" a USING "attendance" b
WHERE a."student_id" IS NOT NULL AND a."student_id" = b."student_id" AND a."attendance_date" = b."attendance_date" AND a."id" < b."id";
--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_student_day_uq" ON "attendance" USING btree ("student_id", "attendance_date");
