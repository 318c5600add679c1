-- The sandbox payment gateway's own tables (psp_*). Amounts are integer paise.
-- Payment orders: created -> paid | failed | expired (final states never change).
CREATE TABLE psp_orders (
  id text PRIMARY KEY,
  merchant_id text NOT NULL,
  merchant_order_id text NOT NULL,
  request_hash text NOT NULL,
  amount_paise bigint NOT NULL CHECK (amount_paise > 0),
  currency text NOT NULL DEFAULT 'INR',
  method text NOT NULL CHECK (method IN ('UPI', 'IMPS')),
  notify_url text NOT NULL,
  return_url text NOT NULL,
  customer_id text,
  customer_name text,
  status text NOT NULL DEFAULT 'created' CHECK (status IN ('created', 'paid', 'failed', 'expired')),
  utr text,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  paid_at timestamptz,
  finished_at timestamptz,
  UNIQUE (merchant_id, merchant_order_id)
);
--> statement-breakpoint
CREATE INDEX psp_orders_open_idx ON psp_orders (expires_at) WHERE status = 'created';
--> statement-breakpoint
-- UTRs a merchant's customer claims to have paid by bank transfer: pending -> received | not_found.
CREATE TABLE psp_utrs (
  merchant_id text NOT NULL,
  utr text NOT NULL,
  merchant_order_id text NOT NULL,
  amount_paise bigint NOT NULL CHECK (amount_paise > 0),
  method text NOT NULL CHECK (method IN ('UPI', 'IMPS')),
  notify_url text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'received', 'not_found')),
  received_paise bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,
  PRIMARY KEY (merchant_id, utr)
);
--> statement-breakpoint
-- Payouts to a bank account: processing -> paid | failed.
CREATE TABLE psp_payouts (
  id text PRIMARY KEY,
  merchant_id text NOT NULL,
  merchant_payout_id text NOT NULL,
  request_hash text NOT NULL,
  amount_paise bigint NOT NULL CHECK (amount_paise > 0),
  currency text NOT NULL DEFAULT 'INR',
  account_name text NOT NULL,
  account_number text NOT NULL,
  ifsc text NOT NULL,
  notify_url text NOT NULL,
  status text NOT NULL DEFAULT 'processing' CHECK (status IN ('processing', 'paid', 'failed')),
  utr text,
  failure_reason text,
  created_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,
  UNIQUE (merchant_id, merchant_payout_id)
);
--> statement-breakpoint
CREATE INDEX psp_payouts_processing_idx ON psp_payouts (created_at) WHERE status = 'processing';
--> statement-breakpoint
-- Signed notifications to merchants, retried with backoff until acknowledged. One row per event
-- (event_key), so a state change never notifies twice.
CREATE TABLE psp_callbacks (
  id bigserial PRIMARY KEY,
  event_key text NOT NULL UNIQUE,
  merchant_id text NOT NULL,
  url text NOT NULL,
  body text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'acknowledged', 'abandoned')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  acknowledged_at timestamptz
);
--> statement-breakpoint
CREATE INDEX psp_callbacks_due_idx ON psp_callbacks (next_attempt_at) WHERE status = 'pending';
