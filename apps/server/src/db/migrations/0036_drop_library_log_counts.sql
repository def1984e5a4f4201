-- Attendance and check-ins page by keyset ('older' / 'newer' from a row's (date or time, id),
-- which reaches every row without counting them), so their totals kept by triggers since 0026 go,
-- and with them the rule that every writer of either log take the library's count row last.
DROP TRIGGER IF EXISTS "attendance_counted_in" ON "attendance";--> statement-breakpoint
DROP TRIGGER IF EXISTS "attendance_counted_out" ON "attendance";--> statement-breakpoint
DROP TRIGGER IF EXISTS "checkins_counted_in" ON "checkins";--> statement-breakpoint
DROP TRIGGER IF EXISTS "checkins_counted_out" ON "checkins";--> statement-breakpoint
DROP FUNCTION IF EXISTS "count_log_rows"();--> statement-breakpoint
DROP TABLE IF EXISTS "library_log_counts";
