-- Issue 37, item 2 (docs/gst.md). A library with a GSTIN issues tax invoices instead of plain
-- receipts: each receipt of such a library gets one `gst_documents` row of kind 'invoice' in the
-- payment's transaction, and each refund or reversal of it one of kind 'credit_note'. Both are
-- numbered per financial year from `gst_counters` (gapless, like receipt_counters): '2026-27/0001'
-- and 'CN2026-27/0001' (a reversed payment's credit note has no credit_notes row: its money left
-- the ledger by the reversal, not by a refund). Students keep their place of supply ('' = the library's state) and GSTIN.
CREATE TABLE "gst_settings" (
	"admin_id" integer PRIMARY KEY NOT NULL REFERENCES "admins"("id") ON DELETE CASCADE,
	"gstin" text DEFAULT '' NOT NULL,
	"legal_name" text DEFAULT '' NOT NULL,
	"state_code" text DEFAULT '' NOT NULL,
	"sac" text DEFAULT '998451' NOT NULL,
	"rate_percent" integer DEFAULT 18 NOT NULL,
	"prices_include_tax" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gst_settings_rate" CHECK ("rate_percent" BETWEEN 0 AND 100)
);--> statement-breakpoint
CREATE TABLE "gst_counters" (
	"admin_id" integer NOT NULL REFERENCES "admins"("id") ON DELETE CASCADE,
	"series" text NOT NULL,
	"fy" text NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "gst_counters_pkey" PRIMARY KEY ("admin_id", "series", "fy"),
	CONSTRAINT "gst_counters_series" CHECK ("series" IN ('invoice', 'credit_note'))
);--> statement-breakpoint
CREATE TABLE "gst_documents" (
	"id" integer GENERATED ALWAYS AS IDENTITY NOT NULL,
	"admin_id" integer NOT NULL REFERENCES "admins"("id") ON DELETE CASCADE,
	"kind" text NOT NULL,
	"fy" text NOT NULL,
	"serial" integer NOT NULL,
	"number" text NOT NULL,
	"receipt_id" integer NOT NULL,
	"credit_note_id" integer,
	"issued_on" date NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"supplier_gstin" text NOT NULL,
	"supplier_legal_name" text NOT NULL,
	"supplier_state" text NOT NULL,
	"recipient_gstin" text,
	"place_of_supply" text NOT NULL,
	"sac" text NOT NULL,
	"rate_percent" integer NOT NULL,
	"prices_include_tax" boolean NOT NULL,
	"taxable_paise" integer NOT NULL,
	"cgst_paise" integer NOT NULL,
	"sgst_paise" integer NOT NULL,
	"igst_paise" integer NOT NULL,
	"total_paise" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gst_documents_pkey" PRIMARY KEY ("id", "admin_id"),
	CONSTRAINT "gst_documents_receipt_id_fkey" FOREIGN KEY ("admin_id", "receipt_id") REFERENCES "receipts"("admin_id", "id") ON DELETE CASCADE,
	CONSTRAINT "gst_documents_credit_note_id_fkey" FOREIGN KEY ("admin_id", "credit_note_id") REFERENCES "credit_notes"("admin_id", "id") ON DELETE CASCADE,
	CONSTRAINT "gst_documents_kind" CHECK ("kind" IN ('invoice', 'credit_note')),
	CONSTRAINT "gst_documents_note_of_kind" CHECK ("kind" = 'credit_note' OR "credit_note_id" IS NULL),
	CONSTRAINT "gst_documents_adds_up" CHECK ("taxable_paise" + "cgst_paise" + "sgst_paise" + "igst_paise" = "total_paise"),
	CONSTRAINT "gst_documents_amounts" CHECK ("taxable_paise" >= 0 AND "cgst_paise" >= 0 AND "sgst_paise" >= 0 AND "igst_paise" >= 0 AND "total_paise" > 0)
);--> statement-breakpoint
CREATE UNIQUE INDEX "gst_documents_serial_uq" ON "gst_documents" ("admin_id", "kind", "fy", "serial");--> statement-breakpoint
CREATE UNIQUE INDEX "gst_documents_invoice_uq" ON "gst_documents" ("admin_id", "receipt_id") WHERE "kind" = 'invoice';--> statement-breakpoint
CREATE UNIQUE INDEX "gst_documents_credit_note_uq" ON "gst_documents" ("admin_id", "credit_note_id") WHERE "credit_note_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "gst_documents_reversal_uq" ON "gst_documents" ("admin_id", "receipt_id") WHERE "kind" = 'credit_note' AND "credit_note_id" IS NULL;--> statement-breakpoint
CREATE INDEX "gst_documents_issued_idx" ON "gst_documents" ("admin_id", "issued_on");--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "gst_state" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "gstin" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE TRIGGER "gst_documents_immutable" BEFORE UPDATE ON "gst_documents" FOR EACH ROW EXECUTE FUNCTION "refuse_money_edit"();
