-- Door devices (docs/front-desk.md): a kiosk, a tablet the owner pairs to scan ID cards at the door,
-- holding its own credential that can only check students in and out; or a door poster, a printed
-- QR that signed-in students scan with their phones. Only digests of the kiosk's pairing code and
-- credential are kept. Revoking keeps the row (the trail names it) and refuses it from then on.
CREATE TABLE "door_devices" (
	"id" integer GENERATED ALWAYS AS IDENTITY NOT NULL,
	"admin_id" integer NOT NULL REFERENCES "admins"("id") ON DELETE CASCADE,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"pairing_hash" text,
	"pairing_expires_at" timestamp with time zone,
	"secret_hash" text,
	"paired_at" timestamp with time zone,
	"last_seen_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "door_devices_pkey" PRIMARY KEY ("id", "admin_id"),
	CONSTRAINT "door_devices_kind" CHECK ("kind" IN ('kiosk', 'poster')),
	CONSTRAINT "door_devices_poster_has_no_secret" CHECK ("kind" = 'kiosk' OR ("pairing_hash" IS NULL AND "secret_hash" IS NULL))
);--> statement-breakpoint
CREATE INDEX "door_devices_admin_idx" ON "door_devices" ("admin_id", "id" DESC);
