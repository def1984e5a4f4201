-- The owner's cockpit sums a library's receipts by day and method over the last 30 days, and the
-- superadmin's libraries screen each library's collections of the month: both read every receipt
-- of the window from the table (a library's month, 500 receipts on as many pages: 0.2 ms each of
-- 50 libraries, most of that screen's 15 ms). With method and amount in the index they read it alone.
DROP INDEX "receipts_admin_paid_on_idx";--> statement-breakpoint
CREATE INDEX "receipts_admin_paid_on_idx" ON "receipts" USING btree ("admin_id","paid_on") INCLUDE ("method","amount_paise");
