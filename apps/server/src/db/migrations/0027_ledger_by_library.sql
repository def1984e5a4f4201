-- Deleting a library of 500 students spent about 460 ms of its 1.4 s in the ledger's cascade: a
-- library's 11,000 ledger rows lay one to a page among every other library's (each day's
-- postings of every library arrive together), so the delete rewrote, and after a checkpoint
-- logged whole, a page per row. As attendance was (0023), the ledger is hash-partitioned by
-- library into 16 tables, and a library's rows share pages with about a dozen other libraries'.
-- Every key of a partitioned table includes the partition key: the primary key is (id, admin_id)
-- (id first: backups read a table in pages by its key's first column), and a reversal is unique
-- within its library (it reverses a row of the same student, 0024).
--
-- The references a library's delete probes once per student or receipt now carry the library
-- (the design of docs/architecture.md for a database distributed by tenant): the ledger's and the
-- attendance's student is `(admin_id, student_id)` of `students (admin_id, id)`, so each probe reads
-- one partition instead of sixteen, and a row can only name a student of its own library.
-- The ledger's receipt was a foreign key probed once per deleted receipt (3,000 for a library,
-- about 150 ms on the partitioned table, more when checked at commit), though receipts go only
-- with their library (a student's deletion keeps them, 0007) and its ledger rows with them. As
-- for a reversal (0024), it is checked where it can fail: on insert, the receipt must be the same
-- library's; and a receipt, never edited, is never deleted or truncated either, but by a cascade
-- (a receipt references only its library, which cascades, and its student, which is cleared).
CREATE UNIQUE INDEX "students_admin_id_uq" ON "students" USING btree ("admin_id", "id");--> statement-breakpoint
CREATE TABLE "ledger_by_library" (
	"id" integer GENERATED ALWAYS AS IDENTITY NOT NULL,
	"admin_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"entry_type" text NOT NULL,
	"charge_kind" text,
	"method" text,
	"amount_paise" integer NOT NULL,
	"reverses_id" integer,
	"source_type" text,
	"source_id" integer,
	"receipt_id" integer,
	"description" text DEFAULT '' NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"entry_date" date NOT NULL,
	"actor_role" text,
	"actor_id" integer,
	"actor_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
) PARTITION BY HASH ("admin_id");--> statement-breakpoint
DO $$
BEGIN
	FOR i IN 0..15 LOOP
		EXECUTE format('CREATE TABLE %I PARTITION OF "ledger_by_library" FOR VALUES WITH (MODULUS 16, REMAINDER %s)', 'ledger_entries_' || i, i);
	END LOOP;
END
$$;--> statement-breakpoint
INSERT INTO "ledger_by_library" ("id", "admin_id", "student_id", "entry_type", "charge_kind", "method", "amount_paise", "reverses_id", "source_type", "source_id", "receipt_id", "description", "reference", "entry_date", "actor_role", "actor_id", "actor_name", "created_at")
	OVERRIDING SYSTEM VALUE
	SELECT "id", "admin_id", "student_id", "entry_type", "charge_kind", "method", "amount_paise", "reverses_id", "source_type", "source_id", "receipt_id", "description", "reference", "entry_date", "actor_role", "actor_id", "actor_name", "created_at" FROM "ledger_entries";--> statement-breakpoint
-- Ids go on from where the old table's sequence stood (ids of rows deleted with their library stay
-- used: the audit trail names ledger rows by id).
SELECT setval('"ledger_by_library_id_seq"', greatest(
	coalesce((SELECT max("id") FROM "ledger_by_library"), 0) + 1,
	(SELECT CASE WHEN is_called THEN last_value + 1 ELSE last_value END FROM "ledger_entries_id_seq")), false);--> statement-breakpoint
DROP VIEW "ledger_balances";--> statement-breakpoint
DROP TABLE "ledger_entries";--> statement-breakpoint
ALTER TABLE "ledger_by_library" RENAME TO "ledger_entries";--> statement-breakpoint
ALTER SEQUENCE "ledger_by_library_id_seq" RENAME TO "ledger_entries_id_seq";--> statement-breakpoint
-- The app only ever wrote a library's own students into its ledger and attendance; a database
-- where some row says otherwise stops here with the rows to look at, rather than at the key.
DO $$
DECLARE
	strays text;
BEGIN
	SELECT string_agg(e."id"::text, ', ') INTO strays FROM (
		SELECT e."id" FROM "ledger_entries" e
		WHERE NOT EXISTS (SELECT 1 FROM "students" s WHERE s."id" = e."student_id" AND s."admin_id" = e."admin_id")
		LIMIT 20) e;
	IF strays IS NOT NULL THEN
		RAISE EXCEPTION 'ledger rows naming a student of another library (ids %); correct them before upgrading', strays;
	END IF;
END
$$;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_pkey" PRIMARY KEY ("id", "admin_id");--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_type" CHECK ("entry_type" IN ('charge', 'discount', 'payment', 'refund'));--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_charge_kind" CHECK ("charge_kind" IN ('seat', 'locker', 'membership', 'admission', 'late_fee', 'manual'));--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_method" CHECK ("method" IN ('cash', 'upi', 'card', 'bank_transfer', 'online'));--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_amount" CHECK ("amount_paise" <> 0);--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_admin_id_fkey" FOREIGN KEY ("admin_id") REFERENCES "admins"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_student_id_fkey" FOREIGN KEY ("admin_id", "student_id") REFERENCES "students"("admin_id", "id") ON DELETE CASCADE;--> statement-breakpoint
CREATE INDEX "ledger_entries_student_idx" ON "ledger_entries" USING btree ("admin_id", "student_id", "id") INCLUDE ("entry_type", "amount_paise", "charge_kind", "entry_date");--> statement-breakpoint
CREATE INDEX "ledger_entries_source_idx" ON "ledger_entries" USING btree ("admin_id", "source_type", "source_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_admin_date_idx" ON "ledger_entries" USING btree ("admin_id", "entry_date");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_reverses_uq" ON "ledger_entries" USING btree ("admin_id", "reverses_id");--> statement-breakpoint
-- Its rows are never edited: the links 0007 let a foreign key clear (student, receipt) are gone
-- (the student's key cascades, the receipt has no key), so every UPDATE is refused.
CREATE FUNCTION "refuse_ledger_edit"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'money rows are never edited; post a correction instead';
END
$$;--> statement-breakpoint
CREATE TRIGGER "ledger_entries_immutable" BEFORE UPDATE ON "ledger_entries" FOR EACH ROW EXECUTE FUNCTION "refuse_ledger_edit"();--> statement-breakpoint
CREATE TRIGGER "ledger_entries_reverse_own_row" BEFORE INSERT ON "ledger_entries" FOR EACH ROW EXECUTE FUNCTION "check_reversed_row"();--> statement-breakpoint
CREATE FUNCTION "check_ledger_receipt"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NOT EXISTS (SELECT 1 FROM "receipts" WHERE "id" = NEW."receipt_id" AND "admin_id" = NEW."admin_id") THEN
		RAISE foreign_key_violation USING MESSAGE = 'a ledger row names a receipt of its own library';
	END IF;
	RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "ledger_entries_receipt_of_library" BEFORE INSERT ON "ledger_entries" FOR EACH ROW
	WHEN (NEW."receipt_id" IS NOT NULL) EXECUTE FUNCTION "check_ledger_receipt"();--> statement-breakpoint
CREATE FUNCTION "refuse_receipt_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF pg_trigger_depth() > 1 THEN
		RETURN NULL;
	END IF;
	RAISE EXCEPTION 'receipts are never deleted; they go only with their library';
END
$$;--> statement-breakpoint
CREATE TRIGGER "receipts_not_deleted" BEFORE DELETE ON "receipts" FOR EACH STATEMENT EXECUTE FUNCTION "refuse_receipt_delete"();--> statement-breakpoint
CREATE TRIGGER "receipts_not_truncated" BEFORE TRUNCATE ON "receipts" FOR EACH STATEMENT EXECUTE FUNCTION "refuse_receipt_delete"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "ledger_entries_keep_balance" AFTER INSERT ON "ledger_entries"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "keep_student_balance"();--> statement-breakpoint
-- A statement trigger of the partitioned table fires for statements naming it; each partition
-- refuses a DELETE naming it too.
CREATE TRIGGER "ledger_entries_not_deleted" BEFORE DELETE ON "ledger_entries" FOR EACH STATEMENT EXECUTE FUNCTION "refuse_ledger_delete"();--> statement-breakpoint
DO $$
BEGIN
	FOR i IN 0..15 LOOP
		EXECUTE format('CREATE TRIGGER "ledger_entries_not_deleted" BEFORE DELETE ON %I FOR EACH STATEMENT EXECUTE FUNCTION "refuse_ledger_delete"()', 'ledger_entries_' || i);
	END LOOP;
END
$$;--> statement-breakpoint
-- The view of 0021, over the new table.
CREATE VIEW "ledger_balances" AS
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
ALTER TABLE "attendance" DROP CONSTRAINT "attendance_student_id_students_id_fk";--> statement-breakpoint
-- A mark naming another library's student (never written by the app) keeps its name, unlinked.
UPDATE "attendance" a SET "student_id" = NULL
WHERE a."student_id" IS NOT NULL
	AND NOT EXISTS (SELECT 1 FROM "students" s WHERE s."id" = a."student_id" AND s."admin_id" = a."admin_id");--> statement-breakpoint
ALTER TABLE "attendance" ADD CONSTRAINT "attendance_student_id_students_id_fk" FOREIGN KEY ("admin_id", "student_id") REFERENCES "students"("admin_id", "id") ON DELETE SET NULL ("student_id");--> statement-breakpoint
-- The key's probes read the unique (admin_id, student_id, attendance_date) index.
DROP INDEX "attendance_student_idx";--> statement-breakpoint
-- Autovacuum never analyzes a partitioned table itself: statements over every partition plan with these.
ANALYZE "ledger_entries";
