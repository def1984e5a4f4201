-- A student's ledger totals split the charges by kind (seat, locker), and the dues screen dates
-- each student's oldest unpaid charge; charge_kind and entry_date were not in the index 0011 made
-- for them. So every Fees page fetched its 50 students' ledger rows from the table (1,136 rows on
-- as many pages: 1.2 ms warm, 53 ms from disk), and the dues screen every charge of the library
-- (11,334 pages read, 1.1 s from disk). With them both read only the index.
DROP INDEX "ledger_entries_student_idx";--> statement-breakpoint
CREATE INDEX "ledger_entries_student_idx" ON "ledger_entries" USING btree ("admin_id","student_id","id") INCLUDE ("entry_type","amount_paise","charge_kind","entry_date");
