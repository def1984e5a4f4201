-- A library's attendance and check-ins were counted up to 10,001 on every page of their lists (2.2 ms
-- of the attendance list's 2.9 in PostgreSQL at 15,000 marks), and past 10,000 the web's table
-- showed "10,001 in all" and stopped its pager there: a library of 500 students passes 10,000 marks
-- in about three weeks, and its older marks were out of reach. Each library's rows of both logs are
-- now counted beside them, exactly, by the database on every insert and delete (a cascade's too),
-- once per statement: a statement's rows arrive as one transition table and change each library's
-- count once. A library has a row while either log has a row of it (a restore, which rebuilds the
-- table, rebuilds the same rows); the row goes with the library.
CREATE TABLE "library_log_counts" (
	"admin_id" integer PRIMARY KEY NOT NULL REFERENCES "admins"("id") ON DELETE cascade,
	"attendance" integer DEFAULT 0 NOT NULL,
	"checkins" integer DEFAULT 0 NOT NULL
);--> statement-breakpoint
CREATE FUNCTION "count_log_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- TG_ARGV[0]: the log (attendance or checkins); TG_OP: whether its rows came or went.
	IF TG_ARGV[0] = 'attendance' AND TG_OP = 'INSERT' THEN
		INSERT INTO "library_log_counts" AS c ("admin_id", "attendance")
		SELECT "admin_id", count(*) FROM added GROUP BY "admin_id"
		ON CONFLICT ("admin_id") DO UPDATE SET "attendance" = c."attendance" + excluded."attendance";
	ELSIF TG_ARGV[0] = 'attendance' THEN
		UPDATE "library_log_counts" c SET "attendance" = c."attendance" - d.n
		FROM (SELECT "admin_id", count(*) AS n FROM removed GROUP BY "admin_id") d WHERE c."admin_id" = d."admin_id";
	ELSIF TG_OP = 'INSERT' THEN
		INSERT INTO "library_log_counts" AS c ("admin_id", "checkins")
		SELECT "admin_id", count(*) FROM added GROUP BY "admin_id"
		ON CONFLICT ("admin_id") DO UPDATE SET "checkins" = c."checkins" + excluded."checkins";
	ELSE
		UPDATE "library_log_counts" c SET "checkins" = c."checkins" - d.n
		FROM (SELECT "admin_id", count(*) AS n FROM removed GROUP BY "admin_id") d WHERE c."admin_id" = d."admin_id";
	END IF;
	IF TG_OP = 'DELETE' THEN
		DELETE FROM "library_log_counts" c
		WHERE c."admin_id" IN (SELECT "admin_id" FROM removed) AND c."attendance" = 0 AND c."checkins" = 0;
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "attendance_counted_in" AFTER INSERT ON "attendance" REFERENCING NEW TABLE AS added
	FOR EACH STATEMENT EXECUTE FUNCTION "count_log_rows"('attendance');--> statement-breakpoint
CREATE TRIGGER "attendance_counted_out" AFTER DELETE ON "attendance" REFERENCING OLD TABLE AS removed
	FOR EACH STATEMENT EXECUTE FUNCTION "count_log_rows"('attendance');--> statement-breakpoint
CREATE TRIGGER "checkins_counted_in" AFTER INSERT ON "checkins" REFERENCING NEW TABLE AS added
	FOR EACH STATEMENT EXECUTE FUNCTION "count_log_rows"('checkins');--> statement-breakpoint
CREATE TRIGGER "checkins_counted_out" AFTER DELETE ON "checkins" REFERENCING OLD TABLE AS removed
	FOR EACH STATEMENT EXECUTE FUNCTION "count_log_rows"('checkins');--> statement-breakpoint
INSERT INTO "library_log_counts" ("admin_id", "attendance", "checkins")
SELECT "admin_id", count(*) FILTER (WHERE "log" = 'attendance'), count(*) FILTER (WHERE "log" = 'checkins')
FROM (SELECT "admin_id", 'attendance' AS "log" FROM "attendance" UNION ALL SELECT "admin_id", 'checkins' FROM "checkins") r
GROUP BY "admin_id";
