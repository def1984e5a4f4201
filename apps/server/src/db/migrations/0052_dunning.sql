-- Dunning (docs/reminders.md): each library's policy for reminding students who owe by itself,
-- and the students whose reminders the desk paused (until a date, or until turned back on).
CREATE TABLE "dunning_policies" (
	"admin_id" integer PRIMARY KEY NOT NULL REFERENCES "admins"("id") ON DELETE CASCADE,
	"enabled" boolean DEFAULT false NOT NULL,
	"days_before" integer NOT NULL,
	"on_due" boolean NOT NULL,
	"days_after" integer NOT NULL,
	"every_days" integer NOT NULL,
	"max_count" integer NOT NULL,
	"skip_paid_days" integer NOT NULL,
	"send_from" text NOT NULL,
	"send_until" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dunning_policies_window" CHECK ("send_from" >= '09:00' AND "send_until" <= '21:00' AND "send_from" < "send_until")
);--> statement-breakpoint
CREATE TABLE "dunning_pauses" (
	"admin_id" integer NOT NULL REFERENCES "admins"("id") ON DELETE CASCADE,
	"student_id" integer NOT NULL,
	"until" date,
	"paused_by_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dunning_pauses_pkey" PRIMARY KEY ("admin_id", "student_id"),
	CONSTRAINT "dunning_pauses_student_id_fkey" FOREIGN KEY ("admin_id", "student_id") REFERENCES "students"("admin_id", "id") ON DELETE CASCADE
);
