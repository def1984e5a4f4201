-- A library's attendance marks lie one to a page among every other library's (each day's marks of
-- every library arrive together), so deleting a library rewrote 15,000 pages for 15,000 marks,
-- each written whole to the WAL after a checkpoint (about 120 MB). Hash-partitioned by library
-- into 16 tables, a library's marks share pages with about a dozen other libraries' instead of
-- hundreds: its 15,000 marks lie on about 1,000 pages, and its list reads those only.
-- Every key of a partitioned table includes the partition key: the primary key is (id, admin_id)
-- (id first: backups read a table in pages by its key's first column), one mark per student and
-- day is unique within the library, and the student's marks have an index of their own for the
-- foreign key's SET NULL when a student is deleted.
CREATE TABLE "attendance_by_library" (
	"id" integer GENERATED ALWAYS AS IDENTITY NOT NULL,
	"admin_id" integer NOT NULL,
	"student_id" integer,
	"student_name" text NOT NULL,
	"attendance_date" date NOT NULL,
	"status" text DEFAULT 'Present' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
) PARTITION BY HASH ("admin_id");--> statement-breakpoint
DO $$
BEGIN
	FOR i IN 0..15 LOOP
		EXECUTE format('CREATE TABLE %I PARTITION OF "attendance_by_library" FOR VALUES WITH (MODULUS 16, REMAINDER %s)', 'attendance_' || i, i);
	END LOOP;
END
$$;--> statement-breakpoint
INSERT INTO "attendance_by_library" ("id", "admin_id", "student_id", "student_name", "attendance_date", "status", "created_at")
	OVERRIDING SYSTEM VALUE
	SELECT "id", "admin_id", "student_id", "student_name", "attendance_date", "status", "created_at" FROM "attendance";--> statement-breakpoint
DROP TABLE "attendance";--> statement-breakpoint
ALTER TABLE "attendance_by_library" RENAME TO "attendance";--> statement-breakpoint
ALTER SEQUENCE "attendance_by_library_id_seq" RENAME TO "attendance_id_seq";--> statement-breakpoint
SELECT setval('"attendance_id_seq"', coalesce((SELECT max("id") FROM "attendance"), 0) + 1, false);--> statement-breakpoint
ALTER TABLE "attendance" ADD CONSTRAINT "attendance_pkey" PRIMARY KEY ("id", "admin_id");--> statement-breakpoint
ALTER TABLE "attendance" ADD CONSTRAINT "attendance_status" CHECK ("status" IN ('Present', 'Absent'));--> statement-breakpoint
ALTER TABLE "attendance" ADD CONSTRAINT "attendance_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "admins"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "attendance" ADD CONSTRAINT "attendance_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "students"("id") ON DELETE SET NULL;--> statement-breakpoint
CREATE INDEX "attendance_admin_date_idx" ON "attendance" ("admin_id", "attendance_date" DESC, "id" DESC);--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_student_day_uq" ON "attendance" ("admin_id", "student_id", "attendance_date");--> statement-breakpoint
CREATE INDEX "attendance_student_idx" ON "attendance" ("student_id") WHERE "student_id" IS NOT NULL;
