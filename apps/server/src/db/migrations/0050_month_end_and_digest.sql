-- Month end and the morning digest (docs/reminders.md): the owner's day for asking 'Continuing
-- next month?', each student's answer for a month, the waiting list for seats that free up, and
-- the owner's morning digest as it was built each day.
ALTER TABLE "admins" ADD COLUMN "month_end_day" integer DEFAULT 25 NOT NULL;--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "month_end_on" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "admins" ADD CONSTRAINT "admins_month_end_day" CHECK ("month_end_day" between 1 and 28);--> statement-breakpoint
CREATE TABLE "month_end_answers" (
	"id" integer GENERATED ALWAYS AS IDENTITY NOT NULL,
	"admin_id" integer NOT NULL REFERENCES "admins"("id") ON DELETE CASCADE,
	"student_id" integer NOT NULL,
	"month" text NOT NULL,
	"seat_plan_id" integer NOT NULL,
	"answer" text,
	"answered_by" text,
	"asked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "month_end_answers_pkey" PRIMARY KEY ("id", "admin_id"),
	CONSTRAINT "month_end_answers_student_id_fkey" FOREIGN KEY ("admin_id", "student_id") REFERENCES "students"("admin_id", "id") ON DELETE CASCADE,
	CONSTRAINT "month_end_answers_seat_plan_id_fkey" FOREIGN KEY ("admin_id", "seat_plan_id") REFERENCES "seat_plans"("admin_id", "id") ON DELETE CASCADE,
	CONSTRAINT "month_end_answers_month" CHECK ("month" ~ '^\d{4}-\d{2}$'),
	CONSTRAINT "month_end_answers_answer" CHECK ("answer" in ('yes', 'no')),
	CONSTRAINT "month_end_answers_by" CHECK ("answered_by" in ('app', 'link'))
);--> statement-breakpoint
CREATE UNIQUE INDEX "month_end_answers_student_month_uq" ON "month_end_answers" ("admin_id", "student_id", "month");--> statement-breakpoint
CREATE INDEX "month_end_answers_month_idx" ON "month_end_answers" ("admin_id", "month", "answer");--> statement-breakpoint
CREATE INDEX "month_end_answers_plan_idx" ON "month_end_answers" ("admin_id", "seat_plan_id");--> statement-breakpoint
CREATE TABLE "waiting_list" (
	"id" integer GENERATED ALWAYS AS IDENTITY NOT NULL,
	"admin_id" integer NOT NULL REFERENCES "admins"("id") ON DELETE CASCADE,
	"student_id" integer,
	"name" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"shift_id" integer,
	"note" text DEFAULT '' NOT NULL,
	"seat_plan_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waiting_list_pkey" PRIMARY KEY ("id", "admin_id"),
	CONSTRAINT "waiting_list_student_id_fkey" FOREIGN KEY ("admin_id", "student_id") REFERENCES "students"("admin_id", "id") ON DELETE CASCADE,
	CONSTRAINT "waiting_list_shift_id_fkey" FOREIGN KEY ("admin_id", "shift_id") REFERENCES "shifts"("admin_id", "id") ON DELETE SET NULL ("shift_id"),
	CONSTRAINT "waiting_list_seat_plan_id_fkey" FOREIGN KEY ("admin_id", "seat_plan_id") REFERENCES "seat_plans"("admin_id", "id") ON DELETE SET NULL ("seat_plan_id"),
	CONSTRAINT "waiting_list_name" CHECK (length("name") between 1 and 120)
);--> statement-breakpoint
CREATE INDEX "waiting_list_admin_idx" ON "waiting_list" ("admin_id", "created_at", "id");--> statement-breakpoint
CREATE INDEX "waiting_list_student_idx" ON "waiting_list" ("admin_id", "student_id") WHERE "student_id" is not null;--> statement-breakpoint
CREATE INDEX "waiting_list_shift_idx" ON "waiting_list" ("admin_id", "shift_id") WHERE "shift_id" is not null;--> statement-breakpoint
CREATE INDEX "waiting_list_plan_idx" ON "waiting_list" ("admin_id", "seat_plan_id") WHERE "seat_plan_id" is not null;--> statement-breakpoint
CREATE TABLE "morning_digests" (
	"id" integer GENERATED ALWAYS AS IDENTITY NOT NULL,
	"admin_id" integer NOT NULL REFERENCES "admins"("id") ON DELETE CASCADE,
	"on_date" date NOT NULL,
	"body" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "morning_digests_pkey" PRIMARY KEY ("id", "admin_id")
);--> statement-breakpoint
CREATE UNIQUE INDEX "morning_digests_day_uq" ON "morning_digests" ("admin_id", "on_date");
