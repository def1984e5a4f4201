CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_role" text,
	"actor_id" integer,
	"actor_email" text,
	"admin_id" integer,
	"action" text NOT NULL,
	"target_type" text,
	"target_id" text,
	"ip" text,
	"details" jsonb
);
--> statement-breakpoint
CREATE TABLE "fee_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fee_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"admin_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"fees_paise" integer NOT NULL,
	"paid_paise" integer NOT NULL,
	"discount_paise" integer DEFAULT 0 NOT NULL,
	"recorded_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fee_history_fees" CHECK ("fee_history"."fees_paise" >= 0),
	CONSTRAINT "fee_history_paid" CHECK ("fee_history"."paid_paise" >= 0),
	CONSTRAINT "fee_history_discount" CHECK ("fee_history"."discount_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"admin_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"amount_paise" integer NOT NULL,
	"description" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_amount" CHECK ("invoices"."amount_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"admin_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"amount_paise" integer NOT NULL,
	"method" text DEFAULT 'Online' NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"payment_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_amount" CHECK ("payments"."amount_paise" > 0),
	CONSTRAINT "payments_status" CHECK ("payments"."status" in ('Pending', 'Paid', 'Failed'))
);
--> statement-breakpoint
CREATE TABLE "seat_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "seat_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"admin_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"seat" text,
	"locker" text,
	"recorded_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_invoices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staff_invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"admin_id" integer NOT NULL,
	"created_by_staff_id" integer,
	"customer_name" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"due_date" date NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_invoices_amount" CHECK ("staff_invoices"."amount_paise" > 0),
	CONSTRAINT "staff_invoices_status" CHECK ("staff_invoices"."status" in ('Pending', 'Paid'))
);
--> statement-breakpoint
CREATE TABLE "student_fees" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "student_fees_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"admin_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"seat_price_paise" integer DEFAULT 0 NOT NULL,
	"locker_price_paise" integer DEFAULT 0 NOT NULL,
	"paid_paise" integer DEFAULT 0 NOT NULL,
	"discount_paise" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "student_fees_seat" CHECK ("student_fees"."seat_price_paise" >= 0),
	CONSTRAINT "student_fees_locker" CHECK ("student_fees"."locker_price_paise" >= 0),
	CONSTRAINT "student_fees_paid" CHECK ("student_fees"."paid_paise" >= 0),
	CONSTRAINT "student_fees_discount" CHECK ("student_fees"."discount_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "admins" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "admins_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"must_change_password" boolean DEFAULT false NOT NULL,
	"join_code" text NOT NULL,
	"total_seats" integer DEFAULT 0 NOT NULL,
	"total_lockers" integer DEFAULT 0 NOT NULL,
	"timezone" text DEFAULT 'Asia/Kolkata' NOT NULL,
	"student_seq" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admins_email_unique" UNIQUE("email"),
	CONSTRAINT "admins_join_code_unique" UNIQUE("join_code")
);
--> statement-breakpoint
CREATE TABLE "platform_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"login_enabled" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "platform_settings_single_row" CHECK ("platform_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"token_hash" text NOT NULL,
	"role" text NOT NULL,
	"user_id" integer NOT NULL,
	"admin_id" integer,
	"ip" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "staff" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staff_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"admin_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"must_change_password" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "students" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "students_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"admin_id" integer NOT NULL,
	"student_id" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"must_change_password" boolean DEFAULT false NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"aadhaar" text,
	"course" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"dob" date,
	"father_name" text DEFAULT '' NOT NULL,
	"mother_name" text DEFAULT '' NOT NULL,
	"permanent_address" text DEFAULT '' NOT NULL,
	"image" text,
	"id_card_generated" boolean DEFAULT false NOT NULL,
	"id_card_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "students_email_unique" UNIQUE("email"),
	CONSTRAINT "students_aadhaar_digits" CHECK ("students"."aadhaar" is null or "students"."aadhaar" ~ '^[0-9]{12}$')
);
--> statement-breakpoint
CREATE TABLE "superadmins" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "superadmins_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"must_change_password" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "superadmins_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "book_issues" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "book_issues_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"admin_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"book_title" text NOT NULL,
	"issue_date" date NOT NULL,
	"return_date" date,
	"status" text DEFAULT 'Issued' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "book_issues_status" CHECK ("book_issues"."status" in ('Issued', 'Returned')),
	CONSTRAINT "book_issues_dates" CHECK ("book_issues"."return_date" is null or "book_issues"."return_date" >= "book_issues"."issue_date")
);
--> statement-breakpoint
CREATE TABLE "attendance" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "attendance_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"admin_id" integer NOT NULL,
	"student_id" integer,
	"student_name" text NOT NULL,
	"attendance_date" date NOT NULL,
	"status" text DEFAULT 'Present' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attendance_status" CHECK ("attendance"."status" in ('Present', 'Absent'))
);
--> statement-breakpoint
CREATE TABLE "checkins" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "checkins_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"admin_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"checkin_time" timestamp with time zone DEFAULT now() NOT NULL,
	"checkout_time" timestamp with time zone,
	"created_by_staff_id" integer
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"admin_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"event_date" date NOT NULL,
	"status" text DEFAULT 'Scheduled' NOT NULL,
	"desktop_image" text,
	"mobile_image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "institutes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "institutes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"admin_id" integer NOT NULL,
	"name" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"contact" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organizations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "organizations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "locker_plans" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "locker_plans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"admin_id" integer NOT NULL,
	"name" text NOT NULL,
	"locker_number" text,
	"duration_days" integer DEFAULT 30 NOT NULL,
	"price_paise" integer DEFAULT 0 NOT NULL,
	"student_id" integer,
	"status" text DEFAULT 'Active' NOT NULL,
	"starts_on" date,
	"ends_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "locker_plans_price" CHECK ("locker_plans"."price_paise" >= 0),
	CONSTRAINT "locker_plans_duration" CHECK ("locker_plans"."duration_days" > 0),
	CONSTRAINT "locker_plans_status" CHECK ("locker_plans"."status" in ('Active', 'Inactive')),
	CONSTRAINT "locker_plans_dates" CHECK ("locker_plans"."ends_on" is null or "locker_plans"."starts_on" is null or "locker_plans"."ends_on" >= "locker_plans"."starts_on")
);
--> statement-breakpoint
CREATE TABLE "membership_plans" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "membership_plans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"admin_id" integer NOT NULL,
	"name" text NOT NULL,
	"duration_days" integer NOT NULL,
	"price_paise" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "membership_plans_duration" CHECK ("membership_plans"."duration_days" > 0),
	CONSTRAINT "membership_plans_price" CHECK ("membership_plans"."price_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "seat_bookings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "seat_bookings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"admin_id" integer NOT NULL,
	"staff_id" integer,
	"staff_name" text NOT NULL,
	"seat_number" text NOT NULL,
	"booking_date" date NOT NULL,
	"status" text DEFAULT 'Booked' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seat_plans" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "seat_plans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"admin_id" integer NOT NULL,
	"seat_number" text NOT NULL,
	"shift_id" integer,
	"shift_label" text,
	"duration" text DEFAULT '' NOT NULL,
	"price_paise" integer DEFAULT 0 NOT NULL,
	"student_id" integer,
	"status" text DEFAULT 'Active' NOT NULL,
	"starts_on" date,
	"ends_on" date,
	"start_minute" integer DEFAULT 0 NOT NULL,
	"end_minute" integer DEFAULT 1440 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seat_plans_price" CHECK ("seat_plans"."price_paise" >= 0),
	CONSTRAINT "seat_plans_status" CHECK ("seat_plans"."status" in ('Active', 'Inactive')),
	CONSTRAINT "seat_plans_dates" CHECK ("seat_plans"."ends_on" is null or "seat_plans"."starts_on" is null or "seat_plans"."ends_on" >= "seat_plans"."starts_on"),
	CONSTRAINT "seat_plans_minutes" CHECK ("seat_plans"."start_minute" >= 0 and "seat_plans"."end_minute" > "seat_plans"."start_minute" and "seat_plans"."end_minute" <= 2880)
);
--> statement-breakpoint
CREATE TABLE "seats" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "seats_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"admin_id" integer NOT NULL,
	"seat_number" text NOT NULL,
	"shift_start" time NOT NULL,
	"shift_end" time NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shifts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shifts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"admin_id" integer NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	"duration_minutes" integer NOT NULL,
	"status" text DEFAULT 'Active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shifts_status" CHECK ("shifts"."status" in ('Active', 'Inactive')),
	CONSTRAINT "shifts_duration" CHECK ("shifts"."duration_minutes" > 0 and "shifts"."duration_minutes" <= 1440)
);
--> statement-breakpoint
ALTER TABLE "fee_history" ADD CONSTRAINT "fee_history_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_history" ADD CONSTRAINT "fee_history_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_history" ADD CONSTRAINT "seat_history_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_history" ADD CONSTRAINT "seat_history_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_invoices" ADD CONSTRAINT "staff_invoices_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_invoices" ADD CONSTRAINT "staff_invoices_created_by_staff_id_staff_id_fk" FOREIGN KEY ("created_by_staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_fees" ADD CONSTRAINT "student_fees_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_fees" ADD CONSTRAINT "student_fees_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff" ADD CONSTRAINT "staff_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_issues" ADD CONSTRAINT "book_issues_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_issues" ADD CONSTRAINT "book_issues_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance" ADD CONSTRAINT "attendance_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance" ADD CONSTRAINT "attendance_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkins" ADD CONSTRAINT "checkins_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkins" ADD CONSTRAINT "checkins_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkins" ADD CONSTRAINT "checkins_created_by_staff_id_staff_id_fk" FOREIGN KEY ("created_by_staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "institutes" ADD CONSTRAINT "institutes_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locker_plans" ADD CONSTRAINT "locker_plans_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locker_plans" ADD CONSTRAINT "locker_plans_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_plans" ADD CONSTRAINT "membership_plans_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_bookings" ADD CONSTRAINT "seat_bookings_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_bookings" ADD CONSTRAINT "seat_bookings_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_plans" ADD CONSTRAINT "seat_plans_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_plans" ADD CONSTRAINT "seat_plans_shift_id_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."shifts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_plans" ADD CONSTRAINT "seat_plans_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seats" ADD CONSTRAINT "seats_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_admin_created_idx" ON "audit_log" USING btree ("admin_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_action_created_idx" ON "audit_log" USING btree ("action","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_role_created_idx" ON "audit_log" USING btree ("actor_role","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "fee_history_student_idx" ON "fee_history" USING btree ("admin_id","student_id","created_at");--> statement-breakpoint
CREATE INDEX "invoices_admin_created_idx" ON "invoices" USING btree ("admin_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "invoices_student_idx" ON "invoices" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "payments_student_date_idx" ON "payments" USING btree ("admin_id","student_id","payment_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "seat_history_student_idx" ON "seat_history" USING btree ("admin_id","student_id","created_at");--> statement-breakpoint
CREATE INDEX "staff_invoices_admin_created_idx" ON "staff_invoices" USING btree ("admin_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "student_fees_student_uq" ON "student_fees" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "student_fees_admin_idx" ON "student_fees" USING btree ("admin_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("role","user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "staff_admin_created_idx" ON "staff" USING btree ("admin_id","created_at");--> statement-breakpoint
CREATE INDEX "staff_created_idx" ON "staff" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "staff_name_trgm_idx" ON "staff" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "students_admin_student_id_uq" ON "students" USING btree ("admin_id","student_id");--> statement-breakpoint
CREATE INDEX "students_admin_created_idx" ON "students" USING btree ("admin_id","created_at");--> statement-breakpoint
CREATE INDEX "students_admin_name_idx" ON "students" USING btree ("admin_id",lower("name"));--> statement-breakpoint
CREATE INDEX "students_created_idx" ON "students" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "students_name_trgm_idx" ON "students" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "book_issues_admin_issued_idx" ON "book_issues" USING btree ("admin_id","issue_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "book_issues_student_idx" ON "book_issues" USING btree ("admin_id","student_id");--> statement-breakpoint
CREATE INDEX "attendance_admin_date_idx" ON "attendance" USING btree ("admin_id","attendance_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "checkins_admin_time_idx" ON "checkins" USING btree ("admin_id","checkin_time" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "checkins_one_open_uq" ON "checkins" USING btree ("student_id") WHERE "checkins"."checkout_time" is null;--> statement-breakpoint
CREATE INDEX "events_admin_date_idx" ON "events" USING btree ("admin_id","event_date");--> statement-breakpoint
CREATE INDEX "institutes_admin_idx" ON "institutes" USING btree ("admin_id");--> statement-breakpoint
CREATE UNIQUE INDEX "organizations_name_uq" ON "organizations" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "locker_plans_admin_created_idx" ON "locker_plans" USING btree ("admin_id","created_at");--> statement-breakpoint
CREATE INDEX "locker_plans_student_idx" ON "locker_plans" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "membership_plans_admin_idx" ON "membership_plans" USING btree ("admin_id");--> statement-breakpoint
CREATE INDEX "seat_bookings_admin_date_idx" ON "seat_bookings" USING btree ("admin_id","booking_date");--> statement-breakpoint
CREATE UNIQUE INDEX "seat_bookings_seat_day_uq" ON "seat_bookings" USING btree ("admin_id","seat_number","booking_date") WHERE "seat_bookings"."status" = 'Booked';--> statement-breakpoint
CREATE INDEX "seat_plans_admin_created_idx" ON "seat_plans" USING btree ("admin_id","created_at");--> statement-breakpoint
CREATE INDEX "seat_plans_student_idx" ON "seat_plans" USING btree ("student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "seats_admin_seat_window_uq" ON "seats" USING btree ("admin_id","seat_number","shift_start","shift_end");--> statement-breakpoint
CREATE INDEX "shifts_admin_idx" ON "shifts" USING btree ("admin_id","start_time");

--> statement-breakpoint
-- One seat is never held by two active plans on overlapping dates and overlapping shift minutes.
ALTER TABLE "seat_plans" ADD CONSTRAINT "seat_plans_no_double_booking" EXCLUDE USING gist (
	"admin_id" WITH =,
	"seat_number" WITH =,
	daterange(coalesce("starts_on", '-infinity'::date), coalesce("ends_on", 'infinity'::date), '[]') WITH &&,
	int4range("start_minute", "end_minute") WITH &&
) WHERE ("status" = 'Active' AND "student_id" IS NOT NULL);
--> statement-breakpoint
-- One locker is never held by two active plans on overlapping dates.
ALTER TABLE "locker_plans" ADD CONSTRAINT "locker_plans_no_double_booking" EXCLUDE USING gist (
	"admin_id" WITH =,
	"locker_number" WITH =,
	daterange(coalesce("starts_on", '-infinity'::date), coalesce("ends_on", 'infinity'::date), '[]') WITH &&
) WHERE ("status" = 'Active' AND "student_id" IS NOT NULL AND "locker_number" IS NOT NULL);
