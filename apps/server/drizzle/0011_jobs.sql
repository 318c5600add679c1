-- The leased-job runtime of packages/db (packages/db/src/jobs/README.md): retries, pollers and
-- schedules of the platform run as rows here instead of per-module timers.
CREATE TABLE jobs (
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
  CONSTRAINT jobs_queue_key UNIQUE (queue, key),
  CONSTRAINT jobs_state CHECK (state IN ('queued', 'active', 'done', 'failed'))
);
--> statement-breakpoint
CREATE INDEX jobs_due ON jobs (queue, run_at) WHERE state = 'queued';
--> statement-breakpoint
CREATE INDEX jobs_leased ON jobs (queue, locked_until) WHERE state = 'active';
--> statement-breakpoint
CREATE INDEX jobs_finished ON jobs (finished_at) WHERE state = 'done';
--> statement-breakpoint
CREATE TABLE job_schedules (
  name text PRIMARY KEY,
  spec text NOT NULL,
  next_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
-- Payouts the gateway has not got yet were retried by a poller; they become payout jobs
-- (apps/server/src/modules/withdrawals/payout.ts), due now.
INSERT INTO jobs (queue, key, payload)
SELECT 'withdrawals.payout', order_no, jsonb_build_object('orderNo', order_no)
FROM withdrawal_orders
WHERE status = 'processing' AND payout_requested_at IS NULL;
