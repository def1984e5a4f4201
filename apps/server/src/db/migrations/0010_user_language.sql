-- Each person's language for the web app ('en' English, 'hi' Hindi), chosen on the sign-in page
-- or in the app's header and kept with the account, whichever device they sign in on next.
ALTER TABLE "superadmins" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "superadmins" ADD CONSTRAINT "superadmins_language" CHECK ("language" in ('en', 'hi'));--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "admins" ADD CONSTRAINT "admins_language" CHECK ("language" in ('en', 'hi'));--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "staff" ADD CONSTRAINT "staff_language" CHECK ("language" in ('en', 'hi'));--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_language" CHECK ("language" in ('en', 'hi'));
