-- The dues screen and the cockpit's debtors summed a library's whole ledger on every call (11,334
-- rows a library at 100k students: 9 ms of PostgreSQL a page, 101 req/s). Each student's balance
-- and the date of their oldest charge not yet covered are now kept beside the ledger, by the
-- database itself on every insert into it, so no code path can post money and forget them.
-- Ledger rows are never edited; they are deleted only with their student or library, whose
-- balance row goes with them by its own foreign keys.
CREATE TABLE "student_balances" (
	"student_id" integer PRIMARY KEY NOT NULL REFERENCES "students"("id") ON DELETE cascade,
	"admin_id" integer NOT NULL REFERENCES "admins"("id") ON DELETE cascade,
	"balance_paise" integer NOT NULL,
	"owed_since" date
);--> statement-breakpoint
CREATE INDEX "student_balances_owing_idx" ON "student_balances" USING btree ("admin_id","balance_paise" DESC) INCLUDE ("owed_since");--> statement-breakpoint
-- Every student's balance summed from the ledger: charges + refunds - discounts - payments (a
-- negative amount corrects). Paid money covers the oldest charges first, so a debt dates from the
-- first charge whose running sum passes the charges less the balance. Asked for one student, the
-- planner reads only that student's rows of the by-student index (the windows are partitioned by
-- the columns asked for).
CREATE VIEW "ledger_balances" AS
SELECT r.admin_id, r.student_id, coalesce(max(r.balance), 0)::int AS balance_paise,
	min(r.entry_date) FILTER (WHERE r.balance > 0 AND r.entry_type = 'charge' AND r.so_far > r.charges - r.balance) AS owed_since
FROM (
	SELECT e.admin_id, e.student_id, e.entry_type, e.entry_date,
		sum(CASE WHEN e.entry_type IN ('charge', 'refund') THEN e.amount_paise ELSE -e.amount_paise END) OVER w AS balance,
		sum(CASE WHEN e.entry_type = 'charge' THEN e.amount_paise ELSE 0 END) OVER w AS charges,
		sum(CASE WHEN e.entry_type = 'charge' THEN e.amount_paise ELSE 0 END) OVER (w ORDER BY e.id) AS so_far
	FROM "ledger_entries" e
	WINDOW w AS (PARTITION BY e.admin_id, e.student_id)
) r
GROUP BY r.admin_id, r.student_id;--> statement-breakpoint
CREATE FUNCTION "keep_student_balance"() RETURNS trigger LANGUAGE plpgsql AS $$
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
	ON CONFLICT ("student_id") DO UPDATE
		SET "balance_paise" = excluded."balance_paise", "owed_since" = excluded."owed_since";
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "ledger_entries_keep_balance" AFTER INSERT ON "ledger_entries"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "keep_student_balance"();--> statement-breakpoint
INSERT INTO "student_balances" ("student_id", "admin_id", "balance_paise", "owed_since")
SELECT "student_id", "admin_id", "balance_paise", "owed_since" FROM "ledger_balances";
