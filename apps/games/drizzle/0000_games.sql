-- Khel Originals: the games server's own tables (kg_*). Amounts are integer paise.
CREATE TABLE kg_sessions (
  id bigserial PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  player_id text NOT NULL,
  nickname text NOT NULL,
  platform_session_id text NOT NULL,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX kg_sessions_player_idx ON kg_sessions (player_id);
--> statement-breakpoint
CREATE TABLE kg_seeds (
  id bigserial PRIMARY KEY,
  player_id text NOT NULL,
  server_seed text NOT NULL,
  server_seed_hash text NOT NULL,
  client_seed text NOT NULL,
  nonce integer NOT NULL DEFAULT 0,
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  revealed_at timestamptz
);
--> statement-breakpoint
CREATE UNIQUE INDEX kg_seeds_active_idx ON kg_seeds (player_id) WHERE active;
--> statement-breakpoint
CREATE TABLE kg_game_settings (
  game text PRIMARY KEY,
  rtp numeric(6, 4),
  min_bet_paise bigint,
  max_bet_paise bigint,
  enabled boolean NOT NULL DEFAULT true,
  updated_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
-- One row per bet of every game. status: pending (stake not yet acknowledged by the platform),
-- open (stake taken, outcome not final: an active Mines game), done (outcome final),
-- refused (the platform refused the stake), rolledback (stake returned).
CREATE TABLE kg_bets (
  id bigserial PRIMARY KEY,
  game text NOT NULL,
  player_id text NOT NULL,
  platform_session_id text NOT NULL,
  amount_paise bigint NOT NULL,
  payout_paise bigint NOT NULL DEFAULT 0,
  multiplier numeric(14, 4) NOT NULL DEFAULT 0,
  win boolean NOT NULL DEFAULT false,
  params jsonb NOT NULL,
  result jsonb,
  seed_id bigint REFERENCES kg_seeds (id),
  nonce integer,
  client_seed text,
  server_seed_hash text,
  -- For games whose seed is not a player's pair (Crash): the round seed once revealed.
  server_seed text,
  status text NOT NULL DEFAULT 'pending',
  created_at timestamptz NOT NULL DEFAULT now(),
  settled_at timestamptz
);
--> statement-breakpoint
CREATE INDEX kg_bets_player_game_idx ON kg_bets (player_id, game, id DESC);
--> statement-breakpoint
CREATE TABLE kg_mines_games (
  bet_id bigint PRIMARY KEY REFERENCES kg_bets (id),
  player_id text NOT NULL,
  mines integer NOT NULL,
  mine_positions integer[] NOT NULL,
  revealed integer[] NOT NULL DEFAULT '{}',
  status text NOT NULL DEFAULT 'pending',
  created_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz
);
--> statement-breakpoint
CREATE UNIQUE INDEX kg_mines_active_idx ON kg_mines_games (player_id)
  WHERE status IN ('pending', 'active');
--> statement-breakpoint
-- Platform calls whose answer is not yet known: wins to deliver and bets to roll back, retried
-- with backoff until the platform acknowledges them (both are idempotent there).
CREATE TABLE kg_pending_settlements (
  id bigserial PRIMARY KEY,
  round_id text NOT NULL,
  kind text NOT NULL,
  body jsonb NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (round_id, kind)
);
--> statement-breakpoint
CREATE INDEX kg_pending_due_idx ON kg_pending_settlements (next_attempt_at);
