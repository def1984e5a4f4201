ALTER TABLE "admins" ADD COLUMN "upi_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE TABLE "receipt_counters" (
	"admin_id" integer PRIMARY KEY NOT NULL REFERENCES "public"."admins"("id") ON DELETE cascade,
	"last_number" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receipts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "receipts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"admin_id" integer NOT NULL REFERENCES "public"."admins"("id") ON DELETE cascade,
	"number" integer NOT NULL,
	"student_id" integer REFERENCES "public"."students"("id") ON DELETE set null,
	"customer_name" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"method" text NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"paid_on" date NOT NULL,
	"balance_after_paise" integer,
	"collected_by_role" text NOT NULL,
	"collected_by_id" integer NOT NULL,
	"collected_by_name" text NOT NULL,
	"share_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "receipts_amount" CHECK ("receipts"."amount_paise" > 0),
	CONSTRAINT "receipts_method" CHECK ("receipts"."method" in ('cash', 'upi', 'card', 'bank_transfer', 'online'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_admin_number_uq" ON "receipts" USING btree ("admin_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_share_token_uq" ON "receipts" USING btree ("share_token");--> statement-breakpoint
CREATE INDEX "receipts_admin_paid_on_idx" ON "receipts" USING btree ("admin_id","paid_on");--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"admin_id" integer NOT NULL REFERENCES "public"."admins"("id") ON DELETE cascade,
	"student_id" integer NOT NULL REFERENCES "public"."students"("id") ON DELETE cascade,
	"entry_type" text NOT NULL,
	"charge_kind" text,
	"method" text,
	"amount_paise" integer NOT NULL,
	"reverses_id" integer REFERENCES "public"."ledger_entries"("id") ON DELETE cascade,
	"source_type" text,
	"source_id" integer,
	"receipt_id" integer REFERENCES "public"."receipts"("id") ON DELETE set null,
	"description" text DEFAULT '' NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"entry_date" date NOT NULL,
	"actor_role" text,
	"actor_id" integer,
	"actor_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_type" CHECK ("ledger_entries"."entry_type" in ('charge', 'discount', 'payment', 'refund')),
	CONSTRAINT "ledger_entries_charge_kind" CHECK ("ledger_entries"."charge_kind" in ('seat', 'locker', 'membership', 'admission', 'late_fee', 'manual')),
	CONSTRAINT "ledger_entries_method" CHECK ("ledger_entries"."method" in ('cash', 'upi', 'card', 'bank_transfer', 'online')),
	CONSTRAINT "ledger_entries_amount" CHECK ("ledger_entries"."amount_paise" <> 0)
);
--> statement-breakpoint
CREATE INDEX "ledger_entries_student_idx" ON "ledger_entries" USING btree ("admin_id","student_id","id");--> statement-breakpoint
CREATE INDEX "ledger_entries_source_idx" ON "ledger_entries" USING btree ("admin_id","source_type","source_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_admin_date_idx" ON "ledger_entries" USING btree ("admin_id","entry_date");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_reverses_uq" ON "ledger_entries" USING btree ("reverses_id");--> statement-breakpoint
CREATE FUNCTION "refuse_money_edit"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'money rows are never edited; post a correction instead';
END
$$;
--> statement-breakpoint
CREATE TRIGGER "ledger_entries_immutable" BEFORE UPDATE ON "ledger_entries" FOR EACH ROW EXECUTE FUNCTION "refuse_money_edit"();--> statement-breakpoint
CREATE TRIGGER "receipts_immutable" BEFORE UPDATE ON "receipts" FOR EACH ROW EXECUTE FUNCTION "refuse_money_edit"();--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_status";--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status" CHECK ("payments"."status" in ('Pending', 'Paid', 'Failed', 'Rejected'));--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "membership_plan_id" integer REFERENCES "public"."membership_plans"("id") ON DELETE set null;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "utr" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "reject_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "receipt_id" integer REFERENCES "public"."receipts"("id") ON DELETE set null;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "decided_by_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "payments_admin_status_idx" ON "payments" USING btree ("admin_id","status");--> statement-breakpoint
ALTER TABLE "staff_invoices" ADD COLUMN "student_id" integer REFERENCES "public"."students"("id") ON DELETE set null;--> statement-breakpoint
ALTER TABLE "staff_invoices" ADD COLUMN "receipt_id" integer REFERENCES "public"."receipts"("id") ON DELETE set null;--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "idempotency_keys_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer,
	"content_type" text,
	"response_body" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "idempotency_keys_owner_key_uq" ON "idempotency_keys" USING btree ("owner","key");--> statement-breakpoint
CREATE INDEX "idempotency_keys_expires_idx" ON "idempotency_keys" USING btree ("expires_at");--> statement-breakpoint
INSERT INTO "ledger_entries" ("admin_id", "student_id", "entry_type", "charge_kind", "amount_paise", "description", "entry_date")
	SELECT "admin_id", "student_id", 'charge', 'seat', "seat_price_paise", 'Seat fees (carried over)', "updated_at"::date FROM "student_fees" WHERE "seat_price_paise" > 0;--> statement-breakpoint
INSERT INTO "ledger_entries" ("admin_id", "student_id", "entry_type", "charge_kind", "amount_paise", "description", "entry_date")
	SELECT "admin_id", "student_id", 'charge', 'locker', "locker_price_paise", 'Locker fees (carried over)', "updated_at"::date FROM "student_fees" WHERE "locker_price_paise" > 0;--> statement-breakpoint
INSERT INTO "ledger_entries" ("admin_id", "student_id", "entry_type", "amount_paise", "description", "entry_date")
	SELECT "admin_id", "student_id", 'discount', "discount_paise", 'Discount (carried over)', "updated_at"::date FROM "student_fees" WHERE "discount_paise" > 0;--> statement-breakpoint
INSERT INTO "ledger_entries" ("admin_id", "student_id", "entry_type", "method", "amount_paise", "description", "entry_date")
	SELECT "admin_id", "student_id", 'payment', 'cash', "paid_paise", 'Paid (carried over)', "updated_at"::date FROM "student_fees" WHERE "paid_paise" > 0;--> statement-breakpoint
INSERT INTO "ledger_entries" ("admin_id", "student_id", "entry_type", "charge_kind", "amount_paise", "source_type", "source_id", "description", "entry_date")
	SELECT "admin_id", "student_id", 'charge', 'manual', "amount_paise", 'invoice', "id", "description", "created_at"::date FROM "invoices";--> statement-breakpoint
DROP TABLE "fee_history";--> statement-breakpoint
DROP TABLE "student_fees";
