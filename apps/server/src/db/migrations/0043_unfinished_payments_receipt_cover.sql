-- Issue 34, items 1 and 4. A payment a student starts is their own 'Unfinished' one (one per
-- student, reused by a second Pay) until a UTR or a screenshot of the UPI receipt sends it to the
-- desk as 'Pending'. Receipts keep what was paid for: the student's seat, shift and period then.
ALTER TABLE "payments" DROP CONSTRAINT "payments_status";--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status" CHECK ("payments"."status" in ('Unfinished', 'Pending', 'Paid', 'Failed', 'Rejected'));--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "status" SET DEFAULT 'Unfinished';--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "screenshot" text;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_unfinished_uq" ON "payments" USING btree ("admin_id", "student_id") WHERE "status" = 'Unfinished';--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "seat" text;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "shift" text;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "period_from" date;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "period_to" date;
