-- Crash: shared live rounds on a committed hash chain. Amounts are integer paise; multipliers
-- have 2 decimals. Round times are epoch milliseconds of the round engine's clock.
-- A chain: s_N = terminal_seed (secret), s_{i-1} = sha256hex(s_i); round i uses s_i and publishes
-- sha256hex(s_i) = s_{i-1} before its betting phase. genesis_hash = s_0 is public from the start.
CREATE TABLE kg_crash_chains (
  id serial PRIMARY KEY,
  terminal_seed text NOT NULL,
  length integer NOT NULL,
  genesis_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
-- status: betting -> running -> crashed, or cancelled (interrupted round, bets refunded).
CREATE TABLE kg_crash_rounds (
  round_no bigserial PRIMARY KEY,
  chain_id integer NOT NULL REFERENCES kg_crash_chains (id),
  chain_index integer NOT NULL,
  seed_hash text NOT NULL,
  seed text,
  crash_point numeric(12, 2),
  status text NOT NULL DEFAULT 'betting',
  betting_ends_at_ms bigint NOT NULL,
  started_at_ms bigint,
  crashed_at_ms bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  ended_at timestamptz,
  UNIQUE (chain_id, chain_index)
);
--> statement-breakpoint
CREATE INDEX kg_crash_rounds_unfinished_idx ON kg_crash_rounds (round_no)
  WHERE status IN ('betting', 'running');
--> statement-breakpoint
-- One bet per player per round, its own platform round `c-<round_no>-<id>`.
-- status: pending (stake sent, answer unknown), placed (stake taken), refused (platform said no),
-- cashed_out (won at cashout_at), lost (crashed first), refunded (interrupted round or an
-- unanswered stake: rolled back). settled: the platform acknowledged the final call (win or
-- rollback); a refused bet needs none.
CREATE TABLE kg_crash_bets (
  id bigserial PRIMARY KEY,
  round_no bigint NOT NULL REFERENCES kg_crash_rounds (round_no),
  player_id text NOT NULL,
  nickname text NOT NULL,
  platform_session_id text NOT NULL,
  amount_paise bigint NOT NULL,
  auto_cashout numeric(12, 2),
  cashout_at numeric(12, 2),
  payout_paise bigint NOT NULL DEFAULT 0,
  status text NOT NULL DEFAULT 'pending',
  settled boolean NOT NULL DEFAULT false,
  attempts integer NOT NULL DEFAULT 0,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  settled_at timestamptz
);
--> statement-breakpoint
CREATE UNIQUE INDEX kg_crash_bets_one_per_round_idx ON kg_crash_bets (round_no, player_id)
  WHERE status <> 'refused';
--> statement-breakpoint
CREATE INDEX kg_crash_bets_player_idx ON kg_crash_bets (player_id, id DESC);
--> statement-breakpoint
CREATE INDEX kg_crash_bets_unsettled_idx ON kg_crash_bets (id)
  WHERE NOT settled AND status IN ('cashed_out', 'lost', 'refunded');
