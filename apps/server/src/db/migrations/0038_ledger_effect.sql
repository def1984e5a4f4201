-- How one ledger row moves its student's balance, written once: charges and refunds raise it,
-- discounts and payments lower it (a negative amount corrects). The balances view below, the
-- trigger that keeps student_balances from it, and the app's running balances and totals all
-- call this function; nothing else spells the formula. IMMUTABLE and plain SQL, so the planner
-- inlines it and the totals of a page still read only the ledger's covering index.
CREATE FUNCTION "ledger_effect"(entry_type text, amount_paise integer) RETURNS integer
	LANGUAGE sql IMMUTABLE PARALLEL SAFE
	AS $$ SELECT CASE WHEN entry_type IN ('charge', 'refund') THEN amount_paise ELSE -amount_paise END $$;--> statement-breakpoint
-- The view of 0033 with its balance through the function (same columns, same types).
CREATE OR REPLACE VIEW "ledger_balances" AS
SELECT r.admin_id, r.student_id, coalesce(max(r.balance), 0) AS balance_paise,
	min(r.entry_date) FILTER (WHERE r.balance > 0 AND r.entry_type = 'charge' AND r.amount_paise > 0
		AND r.so_far > r.charges - r.balance) AS owed_since
FROM (
	SELECT e.admin_id, e.student_id, e.entry_type, e.entry_date, e.amount_paise,
		sum(ledger_effect(e.entry_type, e.amount_paise)) OVER w AS balance,
		sum(CASE WHEN e.entry_type = 'charge' THEN e.amount_paise ELSE 0 END) OVER w AS charges,
		sum(CASE WHEN e.entry_type = 'charge' THEN e.amount_paise ELSE 0 END) OVER (w ORDER BY coalesce(e.reverses_id, e.id)) AS so_far
	FROM "ledger_entries" e
	WINDOW w AS (PARTITION BY e.admin_id, e.student_id)
) r
GROUP BY r.admin_id, r.student_id;
