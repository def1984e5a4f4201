-- Indexes the 100k-student benchmark asked for (issue 14).
-- A student's money rows: totals and the owner's "who owes most" read only the index
-- (admin, student, type, amount), never the scattered table rows.
DROP INDEX "ledger_entries_student_idx";--> statement-breakpoint
CREATE INDEX "ledger_entries_student_idx" ON "ledger_entries" USING btree ("admin_id","student_id","id") INCLUDE ("entry_type","amount_paise");--> statement-breakpoint
-- Deleting a student sets its money rows' student_id to null: without an index led by the
-- column that scanned every ledger row once per student (a library of 500 took minutes).
CREATE INDEX "ledger_entries_student_fk_idx" ON "ledger_entries" USING btree ("student_id") WHERE "student_id" IS NOT NULL;--> statement-breakpoint
-- Lists ordered newest first with the id as tie-breaker: the index gives the order, no sort.
DROP INDEX "attendance_admin_date_idx";--> statement-breakpoint
CREATE INDEX "attendance_admin_date_idx" ON "attendance" USING btree ("admin_id","attendance_date" DESC,"id" DESC);--> statement-breakpoint
DROP INDEX "audit_log_role_created_idx";--> statement-breakpoint
CREATE INDEX "audit_log_role_created_idx" ON "audit_log" USING btree ("actor_role","created_at" DESC,"id" DESC);--> statement-breakpoint
DROP INDEX "audit_log_admin_created_idx";--> statement-breakpoint
CREATE INDEX "audit_log_admin_created_idx" ON "audit_log" USING btree ("admin_id","created_at" DESC,"id" DESC);--> statement-breakpoint
-- Newest first with the id as tie-breaker for the other lists too (read backwards).
DROP INDEX "students_admin_created_idx";--> statement-breakpoint
CREATE INDEX "students_admin_created_idx" ON "students" USING btree ("admin_id","created_at","id");--> statement-breakpoint
DROP INDEX "students_created_idx";--> statement-breakpoint
CREATE INDEX "students_created_idx" ON "students" USING btree ("created_at","id");--> statement-breakpoint
DROP INDEX "staff_admin_created_idx";--> statement-breakpoint
CREATE INDEX "staff_admin_created_idx" ON "staff" USING btree ("admin_id","created_at","id");--> statement-breakpoint
DROP INDEX "staff_created_idx";--> statement-breakpoint
CREATE INDEX "staff_created_idx" ON "staff" USING btree ("created_at","id");--> statement-breakpoint
DROP INDEX "book_issues_admin_issued_idx";--> statement-breakpoint
CREATE INDEX "book_issues_admin_issued_idx" ON "book_issues" USING btree ("admin_id","issue_date" DESC,"id" DESC);--> statement-breakpoint
DROP INDEX "checkins_admin_time_idx";--> statement-breakpoint
CREATE INDEX "checkins_admin_time_idx" ON "checkins" USING btree ("admin_id","checkin_time" DESC,"id" DESC);--> statement-breakpoint
DROP INDEX "seat_bookings_admin_date_idx";--> statement-breakpoint
CREATE INDEX "seat_bookings_admin_date_idx" ON "seat_bookings" USING btree ("admin_id","booking_date","id");
