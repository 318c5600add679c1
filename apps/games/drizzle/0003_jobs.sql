-- The games server's tables of the leased-job runtime (packages/db/src/jobs/README.md), named
-- apart from the platform's so both live in one database when the games are embedded.
CREATE TABLE kg_jobs (
  id bigserial PRIMARY KEY,
  queue text NOT NULL,
  key text NOT NULL,
  payload jsonb,
  state text NOT NULL DEFAULT 'queued',
  run_at timestamptz NOT NULL DEFAULT now(),
  attempts integer NOT NULL DEFAULT 0,
  locked_until timestamptz,
  locked_by text,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,
  CONSTRAINT kg_jobs_queue_key UNIQUE (queue, key),
  CONSTRAINT kg_jobs_state CHECK (state IN ('queued', 'active', 'done', 'failed'))
);
--> statement-breakpoint
CREATE INDEX kg_jobs_due ON kg_jobs (queue, run_at) WHERE state = 'queued';
--> statement-breakpoint
CREATE INDEX kg_jobs_leased ON kg_jobs (queue, locked_until) WHERE state = 'active';
--> statement-breakpoint
CREATE INDEX kg_jobs_finished ON kg_jobs (finished_at) WHERE state = 'done';
--> statement-breakpoint
CREATE TABLE kg_job_schedules (
  name text PRIMARY KEY,
  spec text NOT NULL,
  next_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
