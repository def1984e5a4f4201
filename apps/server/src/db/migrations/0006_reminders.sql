-- Reminder templates an owner edits in Settings (English and Hindi, for dues and for expiring
-- plans), and the log of reminders sent by hand ('reminded 2 days ago by Meena').
CREATE TABLE "reminder_templates" (
	"admin_id" integer NOT NULL REFERENCES "admins"("id") ON DELETE cascade,
	"kind" text NOT NULL,
	"lang" text NOT NULL,
	"body" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_templates_pk" PRIMARY KEY ("admin_id", "kind", "lang"),
	CONSTRAINT "reminder_templates_kind" CHECK ("kind" in ('dues', 'expiry')),
	CONSTRAINT "reminder_templates_lang" CHECK ("lang" in ('en', 'hi')),
	CONSTRAINT "reminder_templates_body" CHECK (length("body") between 1 and 1000)
);
--> statement-breakpoint
CREATE TABLE "reminders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reminders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"admin_id" integer NOT NULL REFERENCES "admins"("id") ON DELETE cascade,
	"student_id" integer NOT NULL REFERENCES "students"("id") ON DELETE cascade,
	"kind" text NOT NULL,
	"channel" text NOT NULL,
	"lang" text NOT NULL,
	"phone" text NOT NULL,
	"message" text NOT NULL,
	"sent_by_role" text NOT NULL,
	"sent_by_id" integer NOT NULL,
	"sent_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminders_kind" CHECK ("kind" in ('dues', 'expiry')),
	CONSTRAINT "reminders_channel" CHECK ("channel" in ('whatsapp', 'sms')),
	CONSTRAINT "reminders_lang" CHECK ("lang" in ('en', 'hi'))
);
--> statement-breakpoint
CREATE INDEX "reminders_student_idx" ON "reminders" USING btree ("student_id", "created_at");
--> statement-breakpoint
CREATE INDEX "reminders_admin_idx" ON "reminders" USING btree ("admin_id", "created_at");
