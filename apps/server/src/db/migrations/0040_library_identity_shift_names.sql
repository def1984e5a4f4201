-- The owner edits the library's identity (name, address, phone, logo, UPI ID) in Settings; the
-- logo is an uploaded image (`uploads/logos/...`), kept on the library's first institute, which
-- receipts, ID cards, reminders and the student home already read.
ALTER TABLE "institutes" ADD COLUMN "logo" text;--> statement-breakpoint
-- Shifts get a name ('Morning', 'Evening' ...), unique per library whatever the case. Existing
-- shifts are named from their start: before 05:00 'Night', before 12:00 'Morning', before 17:00
-- 'Afternoon', before 21:00 'Evening', else 'Night'; a second shift of a library with the same
-- name becomes 'Morning 2', 'Morning 3' ... in start-time order.
ALTER TABLE "shifts" ADD COLUMN "name" text;--> statement-breakpoint
UPDATE "shifts" s SET "name" = n.name
FROM (
	SELECT id, admin_id,
		CASE WHEN row_number() OVER w = 1 THEN base ELSE base || ' ' || row_number() OVER w END AS name
	FROM (
		SELECT id, admin_id, start_time,
			CASE
				WHEN start_time < time '05:00' THEN 'Night'
				WHEN start_time < time '12:00' THEN 'Morning'
				WHEN start_time < time '17:00' THEN 'Afternoon'
				WHEN start_time < time '21:00' THEN 'Evening'
				ELSE 'Night'
			END AS base
		FROM "shifts"
	) b
	WINDOW w AS (PARTITION BY admin_id, base ORDER BY start_time, id)
) n
WHERE s.id = n.id AND s.admin_id = n.admin_id;--> statement-breakpoint
ALTER TABLE "shifts" ALTER COLUMN "name" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "shifts_admin_name_uq" ON "shifts" ("admin_id", lower("name"));--> statement-breakpoint
-- Plans and desk bookings keep the label they were made with; labels of a shift that still
-- exists now read 'Morning (06:00 - 14:00)'.
UPDATE "seat_plans" p SET "shift_label" = s.name || ' (' || to_char(s.start_time, 'HH24:MI') || ' - ' || to_char(s.end_time, 'HH24:MI') || ')'
FROM "shifts" s WHERE s.id = p.shift_id AND s.admin_id = p.admin_id;--> statement-breakpoint
UPDATE "seat_bookings" b SET "shift_label" = s.name || ' (' || to_char(s.start_time, 'HH24:MI') || ' - ' || to_char(s.end_time, 'HH24:MI') || ')'
FROM "shifts" s WHERE s.id = b.shift_id AND s.admin_id = b.admin_id;
