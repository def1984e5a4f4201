-- The database remembers which data key sealed it (issue 32): a second instance with its own
-- DATA_DIR, and so its own generated key, started fine and then answered 500 on every sealed
-- Aadhaar. One row: an HMAC-SHA-256 of a fixed label under the key (the key cannot be recovered
-- from it), recorded by the first start (crypto/data-key-claim.ts); a start with another key refuses.
CREATE TABLE "data_key_fingerprint" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"fingerprint" text NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "data_key_fingerprint_single_row" CHECK ("data_key_fingerprint"."id" = 1)
);
