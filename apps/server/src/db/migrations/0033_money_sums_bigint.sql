-- A balance or a running total in paise passed an int's reach (2^31 - 1 paise, ₹2,14,74,836.47):
-- a third ₹1 crore charge failed at commit (student_balances), and an advance past it failed
-- every desk payment of the student (receipts.balance_after_paise). Balances and sums are bigint
-- now. A single amount stays an int: the contract caps one at ₹1 crore (10^9 paise), and the app
-- refuses a correction larger than that.
-- The view's column changes type, which CREATE OR REPLACE cannot do; keep_student_balance names
-- the view only in its body, so it needs no change.
DROP VIEW "ledger_balances";--> statement-breakpoint
ALTER TABLE "student_balances" ALTER COLUMN "balance_paise" TYPE bigint;--> statement-breakpoint
ALTER TABLE "receipts" ALTER COLUMN "balance_after_paise" TYPE bigint;--> statement-breakpoint
-- The view of 0027 without its cast to int: sum() of an int column is already bigint.
CREATE VIEW "ledger_balances" AS
SELECT r.admin_id, r.student_id, coalesce(max(r.balance), 0) AS balance_paise,
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
GROUP BY r.admin_id, r.student_id;
