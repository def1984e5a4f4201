-- Invitations to set a password (issue 33, item 6): the owner sends each student a one-time link
-- by WhatsApp or SMS. The link holds a random 128-bit secret; only its SHA-256 is kept. One row
-- per student: a newer invitation replaces the older one (its hash), which voids the old link.
-- The link also names the library (`<admin_id>-<secret>`), so the lookup stays within one tenant.
CREATE TABLE "student_invites" (
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "student_invites_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"admin_id" integer NOT NULL REFERENCES "admins"("id") ON DELETE cascade,
	"student_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "student_invites_pkey" PRIMARY KEY ("id", "admin_id"),
	CONSTRAINT "student_invites_student_id_fkey" FOREIGN KEY ("admin_id", "student_id") REFERENCES "students"("admin_id", "id") ON DELETE CASCADE,
	CONSTRAINT "student_invites_token_hash" CHECK ("token_hash" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
CREATE UNIQUE INDEX "student_invites_student_uq" ON "student_invites" USING btree ("admin_id", "student_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "student_invites_token_uq" ON "student_invites" USING btree ("admin_id", "token_hash");
