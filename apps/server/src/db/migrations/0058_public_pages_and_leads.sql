-- A public page per library (`/l/<slug>`) and the enquiries it brings in (leads).
-- The slug is unique across libraries: the directory table `public_slugs` holds it (written in the
-- transaction of the page's row), since a key across libraries cannot live on a tenant table.
CREATE TABLE "public_pages" (
	"admin_id" integer PRIMARY KEY NOT NULL REFERENCES "admins"("id") ON DELETE CASCADE,
	"enabled" boolean DEFAULT false NOT NULL,
	"slug" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"facilities" text[] DEFAULT '{}' NOT NULL,
	"photos" text[] DEFAULT '{}' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "public_pages_slug" CHECK ("slug" ~ '^[a-z0-9](?:[a-z0-9-]{1,38}[a-z0-9])$'),
	CONSTRAINT "public_pages_facilities" CHECK (cardinality("facilities") <= 20),
	CONSTRAINT "public_pages_photos" CHECK (cardinality("photos") <= 6)
);--> statement-breakpoint
CREATE TABLE "public_slugs" (
	"slug" text PRIMARY KEY NOT NULL,
	"admin_id" integer NOT NULL,
	CONSTRAINT "public_slugs_admin_uq" UNIQUE ("admin_id")
);--> statement-breakpoint
CREATE TABLE "leads" (
	"id" integer GENERATED ALWAYS AS IDENTITY NOT NULL,
	"admin_id" integer NOT NULL REFERENCES "admins"("id") ON DELETE CASCADE,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"shift_id" integer,
	"status" text DEFAULT 'new' NOT NULL,
	"follow_up_on" date,
	"notes" text DEFAULT '' NOT NULL,
	"student_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leads_pkey" PRIMARY KEY ("id", "admin_id"),
	CONSTRAINT "leads_shift_id_fkey" FOREIGN KEY ("admin_id", "shift_id") REFERENCES "shifts"("admin_id", "id") ON DELETE SET NULL ("shift_id"),
	CONSTRAINT "leads_student_id_fkey" FOREIGN KEY ("admin_id", "student_id") REFERENCES "students"("admin_id", "id") ON DELETE SET NULL ("student_id"),
	CONSTRAINT "leads_status" CHECK ("status" in ('new', 'contacted', 'visited', 'joined', 'lost')),
	CONSTRAINT "leads_name" CHECK (length("name") between 1 and 120)
);--> statement-breakpoint
CREATE INDEX "leads_admin_idx" ON "leads" ("admin_id", "created_at", "id");--> statement-breakpoint
CREATE INDEX "leads_status_idx" ON "leads" ("admin_id", "status", "created_at");--> statement-breakpoint
CREATE INDEX "leads_phone_idx" ON "leads" ("admin_id", "phone");--> statement-breakpoint
CREATE INDEX "leads_shift_idx" ON "leads" ("admin_id", "shift_id") WHERE "shift_id" is not null;--> statement-breakpoint
CREATE INDEX "leads_student_idx" ON "leads" ("admin_id", "student_id") WHERE "student_id" is not null;
