-- Foreign keys that cascade or set null on delete: each needs an index led by its column,
-- or deleting one student (or one library) scans every history table.
CREATE INDEX "seat_history_student_created_idx" ON "seat_history" USING btree ("student_id","created_at");--> statement-breakpoint
DROP INDEX "invoices_student_idx";--> statement-breakpoint
CREATE INDEX "invoices_student_created_idx" ON "invoices" USING btree ("student_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_by_student_idx" ON "payments" USING btree ("student_id","payment_date");--> statement-breakpoint
CREATE INDEX "book_issues_student_created_idx" ON "book_issues" USING btree ("student_id","created_at");--> statement-breakpoint
CREATE INDEX "checkins_student_time_idx" ON "checkins" USING btree ("student_id","checkin_time");--> statement-breakpoint
CREATE INDEX "checkins_staff_idx" ON "checkins" USING btree ("created_by_staff_id") WHERE "created_by_staff_id" is not null;--> statement-breakpoint
CREATE INDEX "staff_invoices_staff_idx" ON "staff_invoices" USING btree ("created_by_staff_id") WHERE "created_by_staff_id" is not null;--> statement-breakpoint
CREATE INDEX "seat_bookings_staff_idx" ON "seat_bookings" USING btree ("staff_id") WHERE "staff_id" is not null;--> statement-breakpoint
CREATE INDEX "seat_plans_shift_idx" ON "seat_plans" USING btree ("shift_id") WHERE "shift_id" is not null;--> statement-breakpoint
CREATE INDEX "sessions_admin_idx" ON "sessions" USING btree ("admin_id") WHERE "admin_id" is not null;--> statement-breakpoint
-- Searches: trigram for 3+ characters anywhere in name, email or phone; a prefix btree for shorter ones.
CREATE INDEX "students_email_trgm_idx" ON "students" USING gin (lower("email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "students_phone_trgm_idx" ON "students" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "students_name_prefix_idx" ON "students" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "staff_email_trgm_idx" ON "staff" USING gin (lower("email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "staff_phone_trgm_idx" ON "staff" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "staff_name_prefix_idx" ON "staff" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "audit_log_actor_created_idx" ON "audit_log" USING btree ("actor_role","actor_id","created_at" DESC NULLS LAST);--> statement-breakpoint
-- Shared throttles and rate limits, so that every app instance sees the same counts.
CREATE TABLE "throttles" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL,
	"blocked_until" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE INDEX "throttles_expires_idx" ON "throttles" USING btree ("expires_at");--> statement-breakpoint
-- Uploaded images, readable by every app instance; 2 MB each at most.
CREATE TABLE "uploads" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "uploads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"admin_id" integer NOT NULL,
	"path" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" bytea NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploads_size" CHECK (octet_length("uploads"."bytes") <= 2097152)
);--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "uploads_path_uq" ON "uploads" USING btree ("path");--> statement-breakpoint
CREATE INDEX "uploads_admin_idx" ON "uploads" USING btree ("admin_id");--> statement-breakpoint
CREATE INDEX "students_image_idx" ON "students" USING btree ("image") WHERE "image" is not null;
