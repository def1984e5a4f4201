-- The seat maps read a library's holds of one date: by (admin_id, days), not a scan of every hold.
CREATE INDEX "holds_admin_days_idx" ON "holds" USING gist ("admin_id", "days");
