-- A platform-wide search walks the students newest first and tests name, email and phone on each:
-- with them in the index the walk never reads the table (a common surname: 7.8 ms -> 1 ms).
DROP INDEX "students_created_idx";--> statement-breakpoint
CREATE INDEX "students_created_idx" ON "students" USING btree ("created_at","id") INCLUDE ("name","email","phone");
