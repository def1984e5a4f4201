-- A student's ledger totals split the charges by kind (seat, locker), and charge_kind was not in the
-- index 0011 made for them, so every Fees page fetched each of its 50 students' ledger rows from
-- the table: 1,136 rows on as many pages (1.2 ms warm, 53 ms from disk). With it the totals read
-- only the index.
DROP INDEX "ledger_entries_student_idx";--> statement-breakpoint
CREATE INDEX "ledger_entries_student_idx" ON "ledger_entries" USING btree ("admin_id","student_id","id") INCLUDE ("entry_type","amount_paise","charge_kind");
