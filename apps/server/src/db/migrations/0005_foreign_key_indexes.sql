-- Every foreign key gets an index led by its column (the seat and money ledgers' new keys), so a
-- cascading delete or a SET NULL never scans the referencing table.
CREATE INDEX "seat_plans_renewed_from_idx" ON "seat_plans" USING btree ("renewed_from_id") WHERE "renewed_from_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "locker_plans_renewed_from_idx" ON "locker_plans" USING btree ("renewed_from_id") WHERE "renewed_from_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "seat_bookings_shift_idx" ON "seat_bookings" USING btree ("shift_id") WHERE "shift_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "seat_bookings_student_idx" ON "seat_bookings" USING btree ("student_id") WHERE "student_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "receipts_student_idx" ON "receipts" USING btree ("student_id") WHERE "student_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "ledger_entries_receipt_idx" ON "ledger_entries" USING btree ("receipt_id") WHERE "receipt_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "payments_membership_plan_idx" ON "payments" USING btree ("membership_plan_id") WHERE "membership_plan_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "payments_receipt_idx" ON "payments" USING btree ("receipt_id") WHERE "receipt_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "staff_invoices_student_idx" ON "staff_invoices" USING btree ("student_id") WHERE "student_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "staff_invoices_receipt_idx" ON "staff_invoices" USING btree ("receipt_id") WHERE "receipt_id" IS NOT NULL;
