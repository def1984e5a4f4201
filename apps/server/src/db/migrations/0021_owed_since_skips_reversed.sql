-- A charge reversed in full (a plan cancelled) was still counted as owed: the running sum of
-- charges went in entry order, so a student who cancelled a plan and took another later was
-- "overdue since" the cancelled one. A reversal now sorts with the row it reverses (the two are
-- peers of the running sum, netting to nothing), and only a positive charge can date a debt.
-- Same columns; every kept balance is summed again.
CREATE OR REPLACE VIEW "ledger_balances" AS
SELECT r.admin_id, r.student_id, coalesce(max(r.balance), 0)::int AS balance_paise,
	min(r.entry_date) FILTER (WHERE r.balance > 0 AND r.entry_type = 'charge' AND r.amount_paise > 0
		AND r.so_far > r.charges - r.balance) AS owed_since
FROM (
	SELECT e.admin_id, e.student_id, e.entry_type, e.entry_date, e.amount_paise,
		sum(CASE WHEN e.entry_type IN ('charge', 'refund') THEN e.amount_paise ELSE -e.amount_paise END) OVER w AS balance,
		sum(CASE WHEN e.entry_type = 'charge' THEN e.amount_paise ELSE 0 END) OVER w AS charges,
		sum(CASE WHEN e.entry_type = 'charge' THEN e.amount_paise ELSE 0 END) OVER (w ORDER BY coalesce(e.reverses_id, e.id)) AS so_far
	FROM "ledger_entries" e
	WINDOW w AS (PARTITION BY e.admin_id, e.student_id)
) r
GROUP BY r.admin_id, r.student_id;--> statement-breakpoint
INSERT INTO "student_balances" ("student_id", "admin_id", "balance_paise", "owed_since")
SELECT "student_id", "admin_id", "balance_paise", "owed_since" FROM "ledger_balances"
ON CONFLICT ("student_id") DO UPDATE
	SET "balance_paise" = excluded."balance_paise", "owed_since" = excluded."owed_since";
