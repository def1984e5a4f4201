-- Keys ready for a database distributed by library (Citus; DECISIONS: "Keys carry the tenant").
-- A sharded database enforces a key only within one library's shard, so on every table with
-- admin_id each primary key, unique and exclusion constraint and each foreign key between two
-- such tables now includes admin_id; the admins table, the tenant root, is keyed by its own id.
-- Keys unique across libraries (account emails, join codes, receipt share tokens) move to small
-- directory tables, written in the transaction of the row they index; they reference no tenant
-- table (a reference or local table may not), so the app deletes their rows with their owners.
-- Sessions and the audit trail are platform tables (a superadmin's rows have no library): their
-- key to admins goes, a library's sessions are deleted with it by the app. A catalog test
-- (db/tenant-keys.test.ts) holds every rule. Primary keys are (id, admin_id), as 0023 and 0027
-- made them: a lookup by id alone still reads the key's index.
--
-- Directory tables, filled from the rows they index.
CREATE TABLE "account_emails" (
	"role" text NOT NULL,
	"email" text NOT NULL,
	"admin_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "account_emails_pkey" PRIMARY KEY ("role", "email"),
	CONSTRAINT "account_emails_role" CHECK ("role" IN ('admin', 'staff', 'student'))
);--> statement-breakpoint
CREATE UNIQUE INDEX "account_emails_user_uq" ON "account_emails" USING btree ("role", "user_id");--> statement-breakpoint
CREATE INDEX "account_emails_admin_idx" ON "account_emails" USING btree ("admin_id");--> statement-breakpoint
INSERT INTO "account_emails" ("role", "email", "admin_id", "user_id")
	SELECT 'admin', "email", "id", "id" FROM "admins"
	UNION ALL SELECT 'staff', "email", "admin_id", "id" FROM "staff"
	UNION ALL SELECT 'student', "email", "admin_id", "id" FROM "students";--> statement-breakpoint
CREATE TABLE "join_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"admin_id" integer NOT NULL,
	CONSTRAINT "join_codes_admin_uq" UNIQUE ("admin_id")
);--> statement-breakpoint
INSERT INTO "join_codes" ("code", "admin_id") SELECT "join_code", "id" FROM "admins";--> statement-breakpoint
CREATE TABLE "receipt_share_tokens" (
	"share_token" text PRIMARY KEY NOT NULL,
	"admin_id" integer NOT NULL,
	"receipt_id" integer NOT NULL
);--> statement-breakpoint
CREATE INDEX "receipt_share_tokens_admin_idx" ON "receipt_share_tokens" USING btree ("admin_id", "receipt_id");--> statement-breakpoint
INSERT INTO "receipt_share_tokens" ("share_token", "admin_id", "receipt_id") SELECT "share_token", "admin_id", "id" FROM "receipts";--> statement-breakpoint
ALTER TABLE "admins" DROP CONSTRAINT "admins_email_unique";--> statement-breakpoint
ALTER TABLE "admins" DROP CONSTRAINT "admins_join_code_unique";--> statement-breakpoint
ALTER TABLE "staff" DROP CONSTRAINT "staff_email_unique";--> statement-breakpoint
ALTER TABLE "students" DROP CONSTRAINT "students_email_unique";--> statement-breakpoint
DROP INDEX "receipts_share_token_uq";--> statement-breakpoint
ALTER TABLE "sessions" DROP CONSTRAINT "sessions_admin_id_admins_id_fk";--> statement-breakpoint
-- Foreign keys between tenant tables go, to come back with admin_id once every parent's key has it.
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_student_id_students_id_fk";--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_student_id_students_id_fk";--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_membership_plan_id_fkey";--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_receipt_id_fkey";--> statement-breakpoint
ALTER TABLE "seat_history" DROP CONSTRAINT "seat_history_student_id_students_id_fk";--> statement-breakpoint
ALTER TABLE "staff_invoices" DROP CONSTRAINT "staff_invoices_created_by_staff_id_staff_id_fk";--> statement-breakpoint
ALTER TABLE "staff_invoices" DROP CONSTRAINT "staff_invoices_receipt_id_fkey";--> statement-breakpoint
ALTER TABLE "staff_invoices" DROP CONSTRAINT "staff_invoices_student_id_fkey";--> statement-breakpoint
ALTER TABLE "book_issues" DROP CONSTRAINT "book_issues_student_id_students_id_fk";--> statement-breakpoint
ALTER TABLE "checkins" DROP CONSTRAINT "checkins_student_id_students_id_fk";--> statement-breakpoint
ALTER TABLE "checkins" DROP CONSTRAINT "checkins_created_by_staff_id_staff_id_fk";--> statement-breakpoint
ALTER TABLE "locker_plans" DROP CONSTRAINT "locker_plans_place_id_fkey";--> statement-breakpoint
ALTER TABLE "locker_plans" DROP CONSTRAINT "locker_plans_renewed_from_id_fkey";--> statement-breakpoint
ALTER TABLE "locker_plans" DROP CONSTRAINT "locker_plans_student_id_students_id_fk";--> statement-breakpoint
ALTER TABLE "seat_bookings" DROP CONSTRAINT "seat_bookings_place_id_fkey";--> statement-breakpoint
ALTER TABLE "seat_bookings" DROP CONSTRAINT "seat_bookings_shift_id_fkey";--> statement-breakpoint
ALTER TABLE "seat_bookings" DROP CONSTRAINT "seat_bookings_staff_id_staff_id_fk";--> statement-breakpoint
ALTER TABLE "seat_bookings" DROP CONSTRAINT "seat_bookings_student_id_fkey";--> statement-breakpoint
ALTER TABLE "seat_plans" DROP CONSTRAINT "seat_plans_place_id_fkey";--> statement-breakpoint
ALTER TABLE "seat_plans" DROP CONSTRAINT "seat_plans_renewed_from_id_fkey";--> statement-breakpoint
ALTER TABLE "seat_plans" DROP CONSTRAINT "seat_plans_shift_id_shifts_id_fk";--> statement-breakpoint
ALTER TABLE "seat_plans" DROP CONSTRAINT "seat_plans_student_id_students_id_fk";--> statement-breakpoint
ALTER TABLE "holds" DROP CONSTRAINT "holds_booking_id_fkey";--> statement-breakpoint
ALTER TABLE "holds" DROP CONSTRAINT "holds_locker_plan_id_fkey";--> statement-breakpoint
ALTER TABLE "holds" DROP CONSTRAINT "holds_place_id_fkey";--> statement-breakpoint
ALTER TABLE "holds" DROP CONSTRAINT "holds_seat_plan_id_fkey";--> statement-breakpoint
ALTER TABLE "holds" DROP CONSTRAINT "holds_student_id_fkey";--> statement-breakpoint
ALTER TABLE "receipts" DROP CONSTRAINT "receipts_student_id_fkey";--> statement-breakpoint
ALTER TABLE "reminders" DROP CONSTRAINT "reminders_student_id_fkey";--> statement-breakpoint
ALTER TABLE "student_balances" DROP CONSTRAINT "student_balances_student_id_fkey";--> statement-breakpoint
ALTER TABLE "attendance" DROP CONSTRAINT "attendance_student_id_students_id_fk";--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_student_id_fkey";--> statement-breakpoint
-- Primary keys: (id, admin_id); the students' (admin_id, id) index 0027 added for its keys is the new key.
DROP INDEX "students_admin_id_uq";--> statement-breakpoint
DO $$
DECLARE
	t text;
BEGIN
	FOREACH t IN ARRAY ARRAY['students', 'staff', 'book_issues', 'checkins', 'events', 'institutes', 'invoices',
		'payments', 'seat_history', 'staff_invoices', 'locker_plans', 'membership_plans', 'seat_bookings',
		'seat_plans', 'seats', 'shifts', 'places', 'holds', 'receipts', 'reminders', 'uploads'] LOOP
		EXECUTE format('ALTER TABLE %I DROP CONSTRAINT %I, ADD CONSTRAINT %I PRIMARY KEY ("id", "admin_id")',
			t, t || '_pkey', t || '_pkey');
	END LOOP;
END
$$;--> statement-breakpoint
ALTER TABLE "student_balances" DROP CONSTRAINT "student_balances_pkey",
	ADD CONSTRAINT "student_balances_pkey" PRIMARY KEY ("student_id", "admin_id");--> statement-breakpoint
CREATE OR REPLACE FUNCTION "keep_student_balance"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- Postings of one library queue here, and each sums its student's rows after those before it
	-- committed: two payments at once never overwrite each other. The trigger is deferred to the
	-- commit, after every other lock its transaction takes, so waiting here closes no cycle.
	PERFORM pg_advisory_xact_lock(7310520, NEW.admin_id);
	INSERT INTO "student_balances" ("student_id", "admin_id", "balance_paise", "owed_since")
	SELECT b.student_id, b.admin_id, b.balance_paise, b.owed_since
	FROM "ledger_balances" b
	-- (none if the student was deleted later in the same transaction, their rows with them)
	WHERE b.admin_id = NEW.admin_id AND b.student_id = NEW.student_id
	ON CONFLICT ("student_id", "admin_id") DO UPDATE
		SET "balance_paise" = excluded."balance_paise", "owed_since" = excluded."owed_since";
	RETURN NULL;
END
$$;--> statement-breakpoint
-- Uniques and the seat ledger's exclusion, within the library.
DROP INDEX "checkins_one_open_uq";--> statement-breakpoint
CREATE UNIQUE INDEX "checkins_one_open_uq" ON "checkins" USING btree ("admin_id", "student_id") WHERE "checkout_time" IS NULL;--> statement-breakpoint
DROP INDEX "seat_plans_renewed_from_uq";--> statement-breakpoint
CREATE UNIQUE INDEX "seat_plans_renewed_from_uq" ON "seat_plans" USING btree ("admin_id", "renewed_from_id") WHERE "renewed_from_id" IS NOT NULL;--> statement-breakpoint
DROP INDEX "locker_plans_renewed_from_uq";--> statement-breakpoint
CREATE UNIQUE INDEX "locker_plans_renewed_from_uq" ON "locker_plans" USING btree ("admin_id", "renewed_from_id") WHERE "renewed_from_id" IS NOT NULL;--> statement-breakpoint
DROP INDEX "uploads_path_uq";--> statement-breakpoint
CREATE UNIQUE INDEX "uploads_path_uq" ON "uploads" USING btree ("admin_id", "path");--> statement-breakpoint
ALTER TABLE "holds" DROP CONSTRAINT "holds_no_overlap";--> statement-breakpoint
ALTER TABLE "holds" ADD CONSTRAINT "holds_no_overlap" EXCLUDE USING gist ("admin_id" WITH =, "place_id" WITH =, "days" WITH &&, "minutes" WITH &&);--> statement-breakpoint
-- Each foreign key's probe (a cascade, a SET NULL) reads an index led by its columns, admin_id now
-- among them: indexes led by the child's column alone become (admin_id, column); those a
-- (admin_id, column, ...) index already serves go.
DROP INDEX "invoices_student_created_idx";--> statement-breakpoint
CREATE INDEX "invoices_student_created_idx" ON "invoices" USING btree ("admin_id", "student_id", "created_at");--> statement-breakpoint
DROP INDEX "payments_by_student_idx";--> statement-breakpoint
DROP INDEX "payments_membership_plan_idx";--> statement-breakpoint
CREATE INDEX "payments_membership_plan_idx" ON "payments" USING btree ("admin_id", "membership_plan_id") WHERE "membership_plan_id" IS NOT NULL;--> statement-breakpoint
DROP INDEX "payments_receipt_idx";--> statement-breakpoint
CREATE INDEX "payments_receipt_idx" ON "payments" USING btree ("admin_id", "receipt_id") WHERE "receipt_id" IS NOT NULL;--> statement-breakpoint
DROP INDEX "seat_history_student_created_idx";--> statement-breakpoint
DROP INDEX "staff_invoices_staff_idx";--> statement-breakpoint
CREATE INDEX "staff_invoices_staff_idx" ON "staff_invoices" USING btree ("admin_id", "created_by_staff_id") WHERE "created_by_staff_id" IS NOT NULL;--> statement-breakpoint
DROP INDEX "staff_invoices_receipt_idx";--> statement-breakpoint
CREATE INDEX "staff_invoices_receipt_idx" ON "staff_invoices" USING btree ("admin_id", "receipt_id") WHERE "receipt_id" IS NOT NULL;--> statement-breakpoint
DROP INDEX "staff_invoices_student_idx";--> statement-breakpoint
CREATE INDEX "staff_invoices_student_idx" ON "staff_invoices" USING btree ("admin_id", "student_id") WHERE "student_id" IS NOT NULL;--> statement-breakpoint
DROP INDEX "book_issues_student_created_idx";--> statement-breakpoint
DROP INDEX "checkins_student_time_idx";--> statement-breakpoint
CREATE INDEX "checkins_student_time_idx" ON "checkins" USING btree ("admin_id", "student_id", "checkin_time");--> statement-breakpoint
DROP INDEX "checkins_staff_idx";--> statement-breakpoint
CREATE INDEX "checkins_staff_idx" ON "checkins" USING btree ("admin_id", "created_by_staff_id") WHERE "created_by_staff_id" IS NOT NULL;--> statement-breakpoint
DROP INDEX "locker_plans_place_idx";--> statement-breakpoint
CREATE INDEX "locker_plans_place_idx" ON "locker_plans" USING btree ("admin_id", "place_id");--> statement-breakpoint
DROP INDEX "locker_plans_student_idx";--> statement-breakpoint
CREATE INDEX "locker_plans_student_idx" ON "locker_plans" USING btree ("admin_id", "student_id");--> statement-breakpoint
DROP INDEX "seat_bookings_place_idx";--> statement-breakpoint
CREATE INDEX "seat_bookings_place_idx" ON "seat_bookings" USING btree ("admin_id", "place_id");--> statement-breakpoint
DROP INDEX "seat_bookings_shift_idx";--> statement-breakpoint
CREATE INDEX "seat_bookings_shift_idx" ON "seat_bookings" USING btree ("admin_id", "shift_id") WHERE "shift_id" IS NOT NULL;--> statement-breakpoint
DROP INDEX "seat_bookings_staff_idx";--> statement-breakpoint
CREATE INDEX "seat_bookings_staff_idx" ON "seat_bookings" USING btree ("admin_id", "staff_id") WHERE "staff_id" IS NOT NULL;--> statement-breakpoint
DROP INDEX "seat_bookings_student_idx";--> statement-breakpoint
CREATE INDEX "seat_bookings_student_idx" ON "seat_bookings" USING btree ("admin_id", "student_id") WHERE "student_id" IS NOT NULL;--> statement-breakpoint
DROP INDEX "seat_plans_place_idx";--> statement-breakpoint
CREATE INDEX "seat_plans_place_idx" ON "seat_plans" USING btree ("admin_id", "place_id");--> statement-breakpoint
DROP INDEX "seat_plans_shift_idx";--> statement-breakpoint
CREATE INDEX "seat_plans_shift_idx" ON "seat_plans" USING btree ("admin_id", "shift_id") WHERE "shift_id" IS NOT NULL;--> statement-breakpoint
DROP INDEX "seat_plans_student_idx";--> statement-breakpoint
CREATE INDEX "seat_plans_student_idx" ON "seat_plans" USING btree ("admin_id", "student_id");--> statement-breakpoint
DROP INDEX "holds_seat_plan_idx";--> statement-breakpoint
CREATE INDEX "holds_seat_plan_idx" ON "holds" USING btree ("admin_id", "seat_plan_id");--> statement-breakpoint
DROP INDEX "holds_locker_plan_idx";--> statement-breakpoint
CREATE INDEX "holds_locker_plan_idx" ON "holds" USING btree ("admin_id", "locker_plan_id");--> statement-breakpoint
DROP INDEX "holds_booking_idx";--> statement-breakpoint
CREATE INDEX "holds_booking_idx" ON "holds" USING btree ("admin_id", "booking_id");--> statement-breakpoint
DROP INDEX "holds_student_idx";--> statement-breakpoint
CREATE INDEX "holds_student_idx" ON "holds" USING btree ("admin_id", "student_id");--> statement-breakpoint
DROP INDEX "receipts_student_idx";--> statement-breakpoint
CREATE INDEX "receipts_student_idx" ON "receipts" USING btree ("admin_id", "student_id") WHERE "student_id" IS NOT NULL;--> statement-breakpoint
DROP INDEX "reminders_student_idx";--> statement-breakpoint
CREATE INDEX "reminders_student_idx" ON "reminders" USING btree ("admin_id", "student_id", "created_at");--> statement-breakpoint
-- The app only ever linked rows of one library; a row linking another library's (never written by
-- the app) would stop the keys below: a nullable link is cleared, as 0027 cleared attendance's.
DO $$
DECLARE
	link record;
BEGIN
	FOR link IN SELECT * FROM (VALUES
		('payments', 'membership_plan_id', 'membership_plans'), ('payments', 'receipt_id', 'receipts'),
		('staff_invoices', 'created_by_staff_id', 'staff'), ('staff_invoices', 'receipt_id', 'receipts'),
		('staff_invoices', 'student_id', 'students'), ('checkins', 'created_by_staff_id', 'staff'),
		('locker_plans', 'renewed_from_id', 'locker_plans'), ('locker_plans', 'student_id', 'students'),
		('seat_bookings', 'shift_id', 'shifts'), ('seat_bookings', 'staff_id', 'staff'),
		('seat_bookings', 'student_id', 'students'), ('seat_plans', 'renewed_from_id', 'seat_plans'),
		('seat_plans', 'shift_id', 'shifts'), ('seat_plans', 'student_id', 'students')) AS l(child, col, parent)
	LOOP
		EXECUTE format('UPDATE %1$I c SET %2$I = NULL WHERE c.%2$I IS NOT NULL
			AND NOT EXISTS (SELECT 1 FROM %3$I p WHERE p."id" = c.%2$I AND p."admin_id" = c."admin_id")',
			link.child, link.col, link.parent);
	END LOOP;
END
$$;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_student_id_students_id_fk" FOREIGN KEY ("admin_id", "student_id") REFERENCES "students"("admin_id", "id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_student_id_students_id_fk" FOREIGN KEY ("admin_id", "student_id") REFERENCES "students"("admin_id", "id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_membership_plan_id_fkey" FOREIGN KEY ("admin_id", "membership_plan_id") REFERENCES "membership_plans"("admin_id", "id") ON DELETE SET NULL ("membership_plan_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_receipt_id_fkey" FOREIGN KEY ("admin_id", "receipt_id") REFERENCES "receipts"("admin_id", "id") ON DELETE SET NULL ("receipt_id");--> statement-breakpoint
ALTER TABLE "seat_history" ADD CONSTRAINT "seat_history_student_id_students_id_fk" FOREIGN KEY ("admin_id", "student_id") REFERENCES "students"("admin_id", "id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "staff_invoices" ADD CONSTRAINT "staff_invoices_created_by_staff_id_staff_id_fk" FOREIGN KEY ("admin_id", "created_by_staff_id") REFERENCES "staff"("admin_id", "id") ON DELETE SET NULL ("created_by_staff_id");--> statement-breakpoint
ALTER TABLE "staff_invoices" ADD CONSTRAINT "staff_invoices_receipt_id_fkey" FOREIGN KEY ("admin_id", "receipt_id") REFERENCES "receipts"("admin_id", "id") ON DELETE SET NULL ("receipt_id");--> statement-breakpoint
ALTER TABLE "staff_invoices" ADD CONSTRAINT "staff_invoices_student_id_fkey" FOREIGN KEY ("admin_id", "student_id") REFERENCES "students"("admin_id", "id") ON DELETE SET NULL ("student_id");--> statement-breakpoint
ALTER TABLE "book_issues" ADD CONSTRAINT "book_issues_student_id_students_id_fk" FOREIGN KEY ("admin_id", "student_id") REFERENCES "students"("admin_id", "id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "checkins" ADD CONSTRAINT "checkins_student_id_students_id_fk" FOREIGN KEY ("admin_id", "student_id") REFERENCES "students"("admin_id", "id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "checkins" ADD CONSTRAINT "checkins_created_by_staff_id_staff_id_fk" FOREIGN KEY ("admin_id", "created_by_staff_id") REFERENCES "staff"("admin_id", "id") ON DELETE SET NULL ("created_by_staff_id");--> statement-breakpoint
ALTER TABLE "locker_plans" ADD CONSTRAINT "locker_plans_place_id_fkey" FOREIGN KEY ("admin_id", "place_id") REFERENCES "places"("admin_id", "id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "locker_plans" ADD CONSTRAINT "locker_plans_renewed_from_id_fkey" FOREIGN KEY ("admin_id", "renewed_from_id") REFERENCES "locker_plans"("admin_id", "id") ON DELETE SET NULL ("renewed_from_id");--> statement-breakpoint
ALTER TABLE "locker_plans" ADD CONSTRAINT "locker_plans_student_id_students_id_fk" FOREIGN KEY ("admin_id", "student_id") REFERENCES "students"("admin_id", "id") ON DELETE SET NULL ("student_id");--> statement-breakpoint
ALTER TABLE "seat_bookings" ADD CONSTRAINT "seat_bookings_place_id_fkey" FOREIGN KEY ("admin_id", "place_id") REFERENCES "places"("admin_id", "id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "seat_bookings" ADD CONSTRAINT "seat_bookings_shift_id_fkey" FOREIGN KEY ("admin_id", "shift_id") REFERENCES "shifts"("admin_id", "id") ON DELETE SET NULL ("shift_id");--> statement-breakpoint
ALTER TABLE "seat_bookings" ADD CONSTRAINT "seat_bookings_staff_id_staff_id_fk" FOREIGN KEY ("admin_id", "staff_id") REFERENCES "staff"("admin_id", "id") ON DELETE SET NULL ("staff_id");--> statement-breakpoint
ALTER TABLE "seat_bookings" ADD CONSTRAINT "seat_bookings_student_id_fkey" FOREIGN KEY ("admin_id", "student_id") REFERENCES "students"("admin_id", "id") ON DELETE SET NULL ("student_id");--> statement-breakpoint
ALTER TABLE "seat_plans" ADD CONSTRAINT "seat_plans_place_id_fkey" FOREIGN KEY ("admin_id", "place_id") REFERENCES "places"("admin_id", "id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "seat_plans" ADD CONSTRAINT "seat_plans_renewed_from_id_fkey" FOREIGN KEY ("admin_id", "renewed_from_id") REFERENCES "seat_plans"("admin_id", "id") ON DELETE SET NULL ("renewed_from_id");--> statement-breakpoint
ALTER TABLE "seat_plans" ADD CONSTRAINT "seat_plans_shift_id_shifts_id_fk" FOREIGN KEY ("admin_id", "shift_id") REFERENCES "shifts"("admin_id", "id") ON DELETE SET NULL ("shift_id");--> statement-breakpoint
ALTER TABLE "seat_plans" ADD CONSTRAINT "seat_plans_student_id_students_id_fk" FOREIGN KEY ("admin_id", "student_id") REFERENCES "students"("admin_id", "id") ON DELETE SET NULL ("student_id");--> statement-breakpoint
ALTER TABLE "holds" ADD CONSTRAINT "holds_booking_id_fkey" FOREIGN KEY ("admin_id", "booking_id") REFERENCES "seat_bookings"("admin_id", "id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "holds" ADD CONSTRAINT "holds_locker_plan_id_fkey" FOREIGN KEY ("admin_id", "locker_plan_id") REFERENCES "locker_plans"("admin_id", "id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "holds" ADD CONSTRAINT "holds_place_id_fkey" FOREIGN KEY ("admin_id", "place_id") REFERENCES "places"("admin_id", "id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "holds" ADD CONSTRAINT "holds_seat_plan_id_fkey" FOREIGN KEY ("admin_id", "seat_plan_id") REFERENCES "seat_plans"("admin_id", "id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "holds" ADD CONSTRAINT "holds_student_id_fkey" FOREIGN KEY ("admin_id", "student_id") REFERENCES "students"("admin_id", "id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_student_id_fkey" FOREIGN KEY ("admin_id", "student_id") REFERENCES "students"("admin_id", "id") ON DELETE SET NULL ("student_id");--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_student_id_fkey" FOREIGN KEY ("admin_id", "student_id") REFERENCES "students"("admin_id", "id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "student_balances" ADD CONSTRAINT "student_balances_student_id_fkey" FOREIGN KEY ("admin_id", "student_id") REFERENCES "students"("admin_id", "id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "attendance" ADD CONSTRAINT "attendance_student_id_students_id_fk" FOREIGN KEY ("admin_id", "student_id") REFERENCES "students"("admin_id", "id") ON DELETE SET NULL ("student_id");--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_student_id_fkey" FOREIGN KEY ("admin_id", "student_id") REFERENCES "students"("admin_id", "id") ON DELETE CASCADE;
