-- The ID card's QR carries a signed token of the card (crypto/card-tokens.ts): it names the
-- library, the student and this version of their card. Generating or regenerating a card bumps the
-- version, so every token printed before refuses; revoking clears id_card_generated.
ALTER TABLE "students" ADD COLUMN "id_card_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_id_card_version" CHECK ("id_card_version" >= 1);--> statement-breakpoint
-- A card number typed at the desk is the student's code, found without regard to case.
CREATE INDEX "students_admin_code_lower_idx" ON "students" ("admin_id", lower("student_id"));--> statement-breakpoint
-- The owner's rules at the door: one row per library (none: the defaults below).
CREATE TABLE "door_rules" (
	"admin_id" integer PRIMARY KEY NOT NULL REFERENCES "admins"("id") ON DELETE CASCADE,
	"card_revoked" text DEFAULT 'refuse' NOT NULL,
	"plan_expired" text DEFAULT 'refuse' NOT NULL,
	"no_plan" text DEFAULT 'warn' NOT NULL,
	"outside_shift" text DEFAULT 'warn' NOT NULL,
	"dues" text DEFAULT 'warn' NOT NULL,
	"dues_above_paise" integer DEFAULT 0 NOT NULL,
	"already_in" text DEFAULT 'warn' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "door_rules_modes" CHECK (ARRAY["card_revoked", "plan_expired", "no_plan", "outside_shift", "dues", "already_in"] <@ ARRAY['refuse', 'warn']),
	CONSTRAINT "door_rules_dues_above" CHECK ("dues_above_paise" BETWEEN 0 AND 1000000000)
);--> statement-breakpoint
-- Refusals at the door, and the overrides that let a refused student through anyway (the staff
-- home's "refused at the door today"); the audit trail has each too. An unknown card has no student.
CREATE TABLE "door_refusals" (
	"id" integer GENERATED ALWAYS AS IDENTITY NOT NULL,
	"admin_id" integer NOT NULL REFERENCES "admins"("id") ON DELETE CASCADE,
	"student_id" integer,
	"rules" text[] NOT NULL,
	"overridden" boolean DEFAULT false NOT NULL,
	"override_reason" text,
	"staff_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "door_refusals_pkey" PRIMARY KEY ("id", "admin_id"),
	CONSTRAINT "door_refusals_student_id_fkey" FOREIGN KEY ("admin_id", "student_id") REFERENCES "students"("admin_id", "id") ON DELETE CASCADE,
	CONSTRAINT "door_refusals_override" CHECK ("overridden" = ("override_reason" IS NOT NULL))
);--> statement-breakpoint
CREATE INDEX "door_refusals_admin_created_idx" ON "door_refusals" ("admin_id", "created_at" DESC, "id" DESC);--> statement-breakpoint
CREATE INDEX "door_refusals_student_idx" ON "door_refusals" ("admin_id", "student_id") WHERE "student_id" IS NOT NULL;
