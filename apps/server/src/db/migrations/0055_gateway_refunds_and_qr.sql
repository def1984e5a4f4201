-- Money in without hands (issue 36): a gateway's UPI QR codes sit beside its payment links
-- (`kind`), and each refund made through the gateway is kept by the gateway's refund id, with its
-- credit note and its state (pending, processed, failed), so a webhook delivered again, late or
-- out of order changes nothing twice.
ALTER TABLE "gateway_links" ADD COLUMN "kind" text DEFAULT 'link' NOT NULL;--> statement-breakpoint
ALTER TABLE "gateway_links" ADD COLUMN "qr_content" text;--> statement-breakpoint
ALTER TABLE "gateway_links" ADD CONSTRAINT "gateway_links_kind" CHECK ("kind" in ('link', 'qr'));--> statement-breakpoint
CREATE TABLE "gateway_refunds" (
	"admin_id" integer NOT NULL REFERENCES "admins"("id") ON DELETE CASCADE,
	"provider" text NOT NULL,
	"provider_refund_id" text NOT NULL,
	"provider_payment_id" text NOT NULL,
	"credit_note_id" integer NOT NULL,
	"amount_paise" integer NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gateway_refunds_pkey" PRIMARY KEY ("admin_id", "provider", "provider_refund_id"),
	CONSTRAINT "gateway_refunds_payment_fkey" FOREIGN KEY ("admin_id", "provider", "provider_payment_id") REFERENCES "gateway_payments"("admin_id", "provider", "provider_payment_id") ON DELETE CASCADE,
	CONSTRAINT "gateway_refunds_credit_note_id_fkey" FOREIGN KEY ("admin_id", "credit_note_id") REFERENCES "credit_notes"("admin_id", "id") ON DELETE CASCADE,
	CONSTRAINT "gateway_refunds_provider" CHECK ("provider" in ('razorpay')),
	CONSTRAINT "gateway_refunds_status" CHECK ("status" in ('pending', 'processed', 'failed')),
	CONSTRAINT "gateway_refunds_amount" CHECK ("amount_paise" > 0)
);--> statement-breakpoint
CREATE UNIQUE INDEX "gateway_refunds_credit_note_idx" ON "gateway_refunds" ("admin_id", "credit_note_id");--> statement-breakpoint
CREATE INDEX "gateway_refunds_payment_idx" ON "gateway_refunds" ("admin_id", "provider", "provider_payment_id");
