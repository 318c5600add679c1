-- The deposit callbacks inbox (src/modules/deposits/README.md, docs/architecture.md §5): every
-- verified gateway callback about a deposit is stored here before it is acknowledged, and
-- credited by batches that claim pending rows FOR UPDATE SKIP LOCKED (one transaction per batch,
-- on whichever instance claims them). Done rows keep when they were credited for a day.
CREATE TABLE deposit_callbacks (
  id bigserial PRIMARY KEY,
  order_id bigint NOT NULL REFERENCES deposit_orders (id),
  event jsonb NOT NULL,
  state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'done', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  last_error text,
  run_at timestamptz NOT NULL DEFAULT now(),
  received_at timestamptz NOT NULL DEFAULT now(),
  done_at timestamptz
);
--> statement-breakpoint
CREATE INDEX deposit_callbacks_due ON deposit_callbacks (run_at, id) WHERE state = 'pending';
--> statement-breakpoint
CREATE INDEX deposit_callbacks_done ON deposit_callbacks (done_at) WHERE state = 'done';
--> statement-breakpoint
CREATE INDEX deposit_callbacks_order ON deposit_callbacks (order_id);
