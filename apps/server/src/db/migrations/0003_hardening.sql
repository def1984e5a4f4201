-- Aadhaar at rest: the column holds the sealed value (AES-256-GCM) from now on. Rows written
-- before hold the plain number until the start-up step (crypto/seal-plaintext.ts) seals them,
-- hence NOT VALID: the rule binds every new write and the old rows once sealed.
ALTER TABLE "students" DROP CONSTRAINT "students_aadhaar_digits";--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "aadhaar_hash" text;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "aadhaar_last4" text;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_aadhaar_sealed" CHECK ("students"."aadhaar" is null or "students"."aadhaar" like 'v1.%') NOT VALID;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_aadhaar_last4" CHECK ("students"."aadhaar_last4" is null or "students"."aadhaar_last4" ~ '^[0-9]{4}$');--> statement-breakpoint
CREATE INDEX "students_admin_aadhaar_hash_idx" ON "students" USING btree ("admin_id","aadhaar_hash");
--> statement-breakpoint
-- Refused calls and failed sign-ins are on the trail; in-session password changes are throttled by counting them.
CREATE INDEX "audit_log_actor_action_created_idx" ON "audit_log" USING btree ("actor_role","actor_id","action","created_at" DESC NULLS LAST);
