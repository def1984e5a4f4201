-- The message log doubles as the outbox of what StudyDesk sends by itself (receipts, dunning,
-- notices, the month-end question, the morning digest): a queued row keeps its language, its
-- template values and a key naming what it is for (one message per key and library); a delivery
-- stamps `attempted_at` when it takes one. The owner's digest has no student; a queued row has no
-- provider yet.
ALTER TABLE "message_log" ALTER COLUMN "student_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "message_log" ALTER COLUMN "provider" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "message_log" ADD COLUMN "lang" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "message_log" ADD COLUMN "params" jsonb;--> statement-breakpoint
ALTER TABLE "message_log" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
ALTER TABLE "message_log" ADD COLUMN "attempted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "message_log" ADD CONSTRAINT "message_log_lang" CHECK ("lang" in ('en', 'hi'));--> statement-breakpoint
ALTER TABLE "message_log" ADD CONSTRAINT "message_log_kind" CHECK ("kind" in ('dues', 'expiry', 'receipt', 'month_end', 'digest'));--> statement-breakpoint
CREATE UNIQUE INDEX "message_log_dedupe_idx" ON "message_log" ("admin_id", "dedupe_key") WHERE "dedupe_key" is not null;--> statement-breakpoint
CREATE INDEX "message_log_queued_idx" ON "message_log" ("attempted_at", "id") WHERE "status" = 'queued';
