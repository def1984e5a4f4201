-- Issue 36, items 2 and 3 (docs/bank-statements.md). A bank statement's credit that confirmed a
-- payment (or was assigned to a student by hand) is kept with its receipt; its fingerprint is
-- unique per library, so uploading the same statement again confirms nothing new. Refunds carry a
-- credit note numbered per library from its own counter, bumped in the refund's transaction
-- (gapless, like receipt_counters).
CREATE TABLE "statement_credits" (
	"id" integer GENERATED ALWAYS AS IDENTITY NOT NULL,
	"admin_id" integer NOT NULL REFERENCES "admins"("id") ON DELETE CASCADE,
	"fingerprint" text NOT NULL,
	"bank" text NOT NULL,
	"txn_date" date NOT NULL,
	"amount_paise" integer NOT NULL,
	"utr" text DEFAULT '' NOT NULL,
	"narration" text DEFAULT '' NOT NULL,
	"payment_id" integer,
	"receipt_id" integer NOT NULL,
	"confirmed_by_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "statement_credits_pkey" PRIMARY KEY ("id", "admin_id"),
	CONSTRAINT "statement_credits_payment_id_fkey" FOREIGN KEY ("admin_id", "payment_id") REFERENCES "payments"("admin_id", "id") ON DELETE SET NULL ("payment_id"),
	CONSTRAINT "statement_credits_receipt_id_fkey" FOREIGN KEY ("admin_id", "receipt_id") REFERENCES "receipts"("admin_id", "id") ON DELETE CASCADE,
	CONSTRAINT "statement_credits_amount" CHECK ("amount_paise" > 0),
	CONSTRAINT "statement_credits_bank" CHECK ("bank" IN ('sbi', 'hdfc', 'icici'))
);--> statement-breakpoint
CREATE UNIQUE INDEX "statement_credits_fingerprint_uq" ON "statement_credits" ("admin_id", "fingerprint");--> statement-breakpoint
CREATE UNIQUE INDEX "statement_credits_payment_uq" ON "statement_credits" ("admin_id", "payment_id") WHERE "payment_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "statement_credits_receipt_idx" ON "statement_credits" ("admin_id", "receipt_id");--> statement-breakpoint
CREATE TABLE "credit_note_counters" (
	"admin_id" integer PRIMARY KEY NOT NULL REFERENCES "admins"("id") ON DELETE CASCADE,
	"last_number" integer DEFAULT 0 NOT NULL
);--> statement-breakpoint
CREATE TABLE "credit_notes" (
	"id" integer GENERATED ALWAYS AS IDENTITY NOT NULL,
	"admin_id" integer NOT NULL REFERENCES "admins"("id") ON DELETE CASCADE,
	"number" integer NOT NULL,
	"receipt_id" integer NOT NULL,
	"student_id" integer,
	"customer_name" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"method" text NOT NULL,
	"reason" text NOT NULL,
	"issued_on" date NOT NULL,
	"issued_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_notes_pkey" PRIMARY KEY ("id", "admin_id"),
	CONSTRAINT "credit_notes_receipt_id_fkey" FOREIGN KEY ("admin_id", "receipt_id") REFERENCES "receipts"("admin_id", "id") ON DELETE CASCADE,
	CONSTRAINT "credit_notes_student_id_fkey" FOREIGN KEY ("admin_id", "student_id") REFERENCES "students"("admin_id", "id") ON DELETE SET NULL ("student_id"),
	CONSTRAINT "credit_notes_amount" CHECK ("amount_paise" > 0),
	CONSTRAINT "credit_notes_method" CHECK ("method" IN ('cash', 'upi', 'card', 'bank_transfer', 'online'))
);--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_admin_number_uq" ON "credit_notes" ("admin_id", "number");--> statement-breakpoint
CREATE INDEX "credit_notes_receipt_idx" ON "credit_notes" ("admin_id", "receipt_id");--> statement-breakpoint
CREATE INDEX "credit_notes_student_idx" ON "credit_notes" ("admin_id", "student_id") WHERE "student_id" IS NOT NULL;
