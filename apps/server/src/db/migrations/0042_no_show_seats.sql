-- Free a no-show's seat for the day (issue 33, item 5), off by default: the owner's switch and the
-- minutes after a shift's start a student may be late, beside the other rules at the door.
ALTER TABLE "door_rules" ADD COLUMN "free_no_show_seats" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "door_rules" ADD COLUMN "no_show_after_minutes" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "door_rules" ADD CONSTRAINT "door_rules_no_show_after" CHECK ("no_show_after_minutes" BETWEEN 0 AND 240);--> statement-breakpoint
-- A day a seat plan gave back: the desk booked its no-show's seat for that day. The plan's holds
-- leave the day out (windowWithout, contract/holds.ts), so holds_no_overlap stays the one rule.
CREATE TABLE "seat_releases" (
	"id" integer GENERATED ALWAYS AS IDENTITY NOT NULL,
	"admin_id" integer NOT NULL REFERENCES "admins"("id") ON DELETE CASCADE,
	"seat_plan_id" integer NOT NULL,
	"released_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seat_releases_pkey" PRIMARY KEY ("id", "admin_id"),
	CONSTRAINT "seat_releases_seat_plan_id_fkey" FOREIGN KEY ("admin_id", "seat_plan_id") REFERENCES "seat_plans"("admin_id", "id") ON DELETE CASCADE
);--> statement-breakpoint
CREATE UNIQUE INDEX "seat_releases_plan_day_uq" ON "seat_releases" USING btree ("admin_id", "seat_plan_id", "released_on");
