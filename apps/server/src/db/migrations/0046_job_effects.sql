-- Effects of scheduled jobs, by key: a job that runs again (its worker killed mid-run, a retry)
-- finds its key here and does not repeat what it did. The job queue itself (pg-boss) keeps its
-- own tables in the `pgboss` schema, created and upgraded by pg-boss when the app starts.
CREATE TABLE "job_effects" (
  "key" text PRIMARY KEY NOT NULL,
  "job" text NOT NULL,
  "done_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "job_effects_done_idx" ON "job_effects" USING btree ("done_at");
