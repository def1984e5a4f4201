-- Reminder providers (docs/reminders.md): per library, the WhatsApp Business Cloud API and MSG91
-- SMS settings with their secrets sealed by the data key; the log of every message a provider
-- was asked to send and the statuses that came back; digests of webhook calls already applied,
-- so a replayed call is refused.
CREATE TABLE "messaging_settings" (
	"admin_id" integer PRIMARY KEY NOT NULL REFERENCES "admins"("id") ON DELETE CASCADE,
	"whatsapp_enabled" boolean DEFAULT false NOT NULL,
	"whatsapp_phone_number_id" text DEFAULT '' NOT NULL,
	"whatsapp_templates" jsonb NOT NULL,
	"whatsapp_token_sealed" text,
	"whatsapp_app_secret_sealed" text,
	"whatsapp_verify_token_sealed" text,
	"sms_enabled" boolean DEFAULT false NOT NULL,
	"sms_sender_id" text DEFAULT '' NOT NULL,
	"sms_templates" jsonb NOT NULL,
	"sms_auth_key_sealed" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE TABLE "message_log" (
	"id" integer GENERATED ALWAYS AS IDENTITY NOT NULL,
	"admin_id" integer NOT NULL REFERENCES "admins"("id") ON DELETE CASCADE,
	"student_id" integer NOT NULL,
	"reminder_id" integer,
	"kind" text NOT NULL,
	"channel" text NOT NULL,
	"provider" text NOT NULL,
	"template" text NOT NULL,
	"phone" text NOT NULL,
	"provider_message_id" text,
	"status" text NOT NULL,
	"error_code" text,
	"error_text" text,
	"cost_paise" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_log_pkey" PRIMARY KEY ("id", "admin_id"),
	CONSTRAINT "message_log_student_id_fkey" FOREIGN KEY ("admin_id", "student_id") REFERENCES "students"("admin_id", "id") ON DELETE CASCADE,
	CONSTRAINT "message_log_reminder_id_fkey" FOREIGN KEY ("admin_id", "reminder_id") REFERENCES "reminders"("admin_id", "id") ON DELETE CASCADE,
	CONSTRAINT "message_log_status" CHECK ("status" in ('queued', 'sent', 'delivered', 'read', 'failed')),
	CONSTRAINT "message_log_provider" CHECK ("provider" in ('whatsapp_cloud', 'msg91')),
	CONSTRAINT "message_log_channel" CHECK ("channel" in ('whatsapp', 'sms'))
);--> statement-breakpoint
CREATE INDEX "message_log_admin_idx" ON "message_log" ("admin_id", "created_at");--> statement-breakpoint
CREATE INDEX "message_log_student_idx" ON "message_log" ("admin_id", "student_id", "created_at");--> statement-breakpoint
CREATE INDEX "message_log_reminder_idx" ON "message_log" ("admin_id", "reminder_id");--> statement-breakpoint
CREATE UNIQUE INDEX "message_log_provider_message_idx" ON "message_log" ("admin_id", "provider", "provider_message_id");--> statement-breakpoint
CREATE TABLE "webhook_receipts" (
	"admin_id" integer NOT NULL REFERENCES "admins"("id") ON DELETE CASCADE,
	"digest" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhook_receipts_pkey" PRIMARY KEY ("admin_id", "digest")
);
