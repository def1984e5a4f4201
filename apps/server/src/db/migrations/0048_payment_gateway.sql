-- Online payments through a gateway (docs/payments-gateway.md): per library, the Razorpay keys
-- with the secrets sealed by the data key; each payment link made for a student's payment; and
-- each payment the gateway took, keyed on its id, so a webhook delivered again posts nothing.
CREATE TABLE "gateway_settings" (
	"admin_id" integer PRIMARY KEY NOT NULL REFERENCES "admins"("id") ON DELETE CASCADE,
	"razorpay_enabled" boolean DEFAULT false NOT NULL,
	"razorpay_key_id" text DEFAULT '' NOT NULL,
	"razorpay_key_secret_sealed" text,
	"razorpay_webhook_secret_sealed" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE TABLE "gateway_links" (
	"id" integer GENERATED ALWAYS AS IDENTITY NOT NULL,
	"admin_id" integer NOT NULL REFERENCES "admins"("id") ON DELETE CASCADE,
	"payment_id" integer NOT NULL,
	"provider" text NOT NULL,
	"link_id" text NOT NULL,
	"url" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"status" text NOT NULL,
	"failed_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gateway_links_pkey" PRIMARY KEY ("id", "admin_id"),
	CONSTRAINT "gateway_links_payment_id_fkey" FOREIGN KEY ("admin_id", "payment_id") REFERENCES "payments"("admin_id", "id") ON DELETE CASCADE,
	CONSTRAINT "gateway_links_provider" CHECK ("provider" in ('razorpay')),
	CONSTRAINT "gateway_links_status" CHECK ("status" in ('created', 'paid', 'expired', 'cancelled'))
);--> statement-breakpoint
CREATE INDEX "gateway_links_payment_idx" ON "gateway_links" ("admin_id", "payment_id", "created_at" DESC);--> statement-breakpoint
CREATE UNIQUE INDEX "gateway_links_link_idx" ON "gateway_links" ("admin_id", "provider", "link_id");--> statement-breakpoint
CREATE TABLE "gateway_payments" (
	"admin_id" integer NOT NULL REFERENCES "admins"("id") ON DELETE CASCADE,
	"provider" text NOT NULL,
	"provider_payment_id" text NOT NULL,
	"link_id" integer NOT NULL,
	"amount_paise" integer NOT NULL,
	"receipt_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gateway_payments_pkey" PRIMARY KEY ("admin_id", "provider", "provider_payment_id"),
	CONSTRAINT "gateway_payments_link_id_fkey" FOREIGN KEY ("admin_id", "link_id") REFERENCES "gateway_links"("admin_id", "id") ON DELETE CASCADE,
	CONSTRAINT "gateway_payments_receipt_id_fkey" FOREIGN KEY ("admin_id", "receipt_id") REFERENCES "receipts"("admin_id", "id") ON DELETE SET NULL ("receipt_id"),
	CONSTRAINT "gateway_payments_provider" CHECK ("provider" in ('razorpay'))
);--> statement-breakpoint
CREATE INDEX "gateway_payments_link_idx" ON "gateway_payments" ("admin_id", "link_id");--> statement-breakpoint
CREATE INDEX "gateway_payments_receipt_idx" ON "gateway_payments" ("admin_id", "receipt_id");
