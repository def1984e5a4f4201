-- Pauses of a seat plan (issue 37, item 4). The owner's policy: the fewest and most days of one
-- pause, the most paused days a student may have in a calendar year, whether the seat is freed for
-- others or kept, and the ledger rule (no change, or a pro-rata credit). Defaults until set.
CREATE TABLE "pause_policies" (
	"admin_id" integer PRIMARY KEY NOT NULL REFERENCES "admins"("id") ON DELETE CASCADE,
	"min_days" integer DEFAULT 3 NOT NULL,
	"max_days" integer DEFAULT 30 NOT NULL,
	"yearly_cap_days" integer DEFAULT 60 NOT NULL,
	"seat_rule" text DEFAULT 'freed' NOT NULL,
	"ledger_rule" text DEFAULT 'none' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pause_policies_days" CHECK ("min_days" BETWEEN 1 AND 365 AND "max_days" BETWEEN "min_days" AND 365 AND "yearly_cap_days" BETWEEN 0 AND 366),
	CONSTRAINT "pause_policies_seat_rule" CHECK ("seat_rule" IN ('freed', 'kept')),
	CONSTRAINT "pause_policies_ledger_rule" CHECK ("ledger_rule" IN ('none', 'credit'))
);--> statement-breakpoint
-- Days a plan's end moved by its approved pauses: its end is its period's end plus these days.
ALTER TABLE "seat_plans" ADD COLUMN "paused_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "seat_plans" ADD CONSTRAINT "seat_plans_paused_days" CHECK ("paused_days" >= 0);--> statement-breakpoint
-- A pause of a seat plan over days starts_on..ends_on: asked by the student (Pending) or made by
-- the desk (Approved). An approved pause that freed the seat leaves its days out of the plan's holds
-- (windowWithout, like seat_releases), and the plan's end moves by its days, held at once.
CREATE TABLE "plan_pauses" (
	"id" integer GENERATED ALWAYS AS IDENTITY NOT NULL,
	"admin_id" integer NOT NULL REFERENCES "admins"("id") ON DELETE CASCADE,
	"seat_plan_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"seat_kept" boolean DEFAULT false NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"asked_by_student" boolean DEFAULT false NOT NULL,
	"credit_entry_id" integer,
	"credit_paise" integer DEFAULT 0 NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_pauses_pkey" PRIMARY KEY ("id", "admin_id"),
	CONSTRAINT "plan_pauses_seat_plan_id_fkey" FOREIGN KEY ("admin_id", "seat_plan_id") REFERENCES "seat_plans"("admin_id", "id") ON DELETE CASCADE,
	CONSTRAINT "plan_pauses_student_id_fkey" FOREIGN KEY ("admin_id", "student_id") REFERENCES "students"("admin_id", "id") ON DELETE CASCADE,
	CONSTRAINT "plan_pauses_dates" CHECK ("ends_on" >= "starts_on"),
	CONSTRAINT "plan_pauses_status" CHECK ("status" IN ('Pending', 'Approved', 'Refused', 'Cancelled')),
	CONSTRAINT "plan_pauses_credit" CHECK ("credit_paise" >= 0)
);--> statement-breakpoint
CREATE INDEX "plan_pauses_plan_idx" ON "plan_pauses" USING btree ("admin_id", "seat_plan_id");--> statement-breakpoint
CREATE INDEX "plan_pauses_student_idx" ON "plan_pauses" USING btree ("admin_id", "student_id", "starts_on");--> statement-breakpoint
CREATE INDEX "plan_pauses_status_idx" ON "plan_pauses" USING btree ("admin_id", "status", "created_at");
