-- Daily engagement (src/modules/engagement): the 7-day check-in and the provably fair lucky wheel.
-- Days are calendar days in the platform timezone as 'YYYY-MM-DD'.
CREATE TABLE checkin_days (
  player_id bigint NOT NULL REFERENCES players (id),
  day text NOT NULL,
  -- 1–7: the day of the cycle this check-in was (a missed day restarts at 1).
  cycle_day integer NOT NULL,
  reward_paise bigint NOT NULL,
  reward_id bigint REFERENCES rewards (id),
  created_at timestamptz NOT NULL,
  -- One check-in per player and day: the insert that wins this key is the check-in.
  PRIMARY KEY (player_id, day),
  CONSTRAINT checkin_days_cycle_day CHECK (cycle_day BETWEEN 1 AND 7)
);
--> statement-breakpoint
-- A player's wheel seed pairs: one active (server seed hidden, its hash shown); rotating reveals it.
CREATE TABLE wheel_seeds (
  id bigserial PRIMARY KEY,
  player_id bigint NOT NULL REFERENCES players (id),
  server_seed text NOT NULL,
  server_seed_hash text NOT NULL,
  client_seed text NOT NULL,
  -- The nonce the next spin takes.
  nonce integer NOT NULL DEFAULT 0,
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  revealed_at timestamptz
);
--> statement-breakpoint
CREATE UNIQUE INDEX wheel_seeds_active ON wheel_seeds (player_id) WHERE active;
--> statement-breakpoint
-- Spins used per player and day: a spin takes one with a conditional upsert (used < earned).
CREATE TABLE wheel_days (
  player_id bigint NOT NULL REFERENCES players (id),
  day text NOT NULL,
  used integer NOT NULL,
  PRIMARY KEY (player_id, day)
);
--> statement-breakpoint
CREATE TABLE wheel_spins (
  id bigserial PRIMARY KEY,
  player_id bigint NOT NULL REFERENCES players (id),
  day text NOT NULL,
  seed_id bigint NOT NULL REFERENCES wheel_seeds (id),
  nonce integer NOT NULL,
  slot integer NOT NULL,
  -- The prize table the spin was drawn with: [{ amountPaise, weight }] in slot order.
  prizes jsonb NOT NULL,
  prize_paise bigint NOT NULL,
  reward_id bigint REFERENCES rewards (id),
  created_at timestamptz NOT NULL,
  CONSTRAINT wheel_spins_seed_nonce UNIQUE (seed_id, nonce)
);
--> statement-breakpoint
CREATE INDEX wheel_spins_player ON wheel_spins (player_id, id);
--> statement-breakpoint
CREATE INDEX wheel_spins_wins ON wheel_spins (id) WHERE prize_paise > 0;
