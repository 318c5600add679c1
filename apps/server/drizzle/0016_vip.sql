-- VIP progression (src/modules/vip): the deposits that count toward a player's level, every
-- change of level (so a job can tell the level a player held at a past instant), and the
-- indexes the VIP schedules read by time.
CREATE TABLE vip_progress (
  player_id bigint PRIMARY KEY REFERENCES players (id),
  -- Successful deposits counted toward the next level; a relegation lowers it to the new
  -- level's requirement, so a level lost is earned again by depositing the difference again.
  counted_deposit_paise bigint NOT NULL DEFAULT 0,
  lifetime_deposit_paise bigint NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT vip_progress_amounts CHECK (counted_deposit_paise >= 0 AND lifetime_deposit_paise >= 0)
);
--> statement-breakpoint
CREATE TABLE vip_level_changes (
  id bigserial PRIMARY KEY,
  player_id bigint NOT NULL REFERENCES players (id),
  from_level integer NOT NULL,
  to_level integer NOT NULL,
  -- 'deposit' (raised in the deposit's credit transaction) or 'relegation'.
  reason text NOT NULL,
  -- The month a relegation is for ('YYYY-MM'): one relegation per player and month.
  period text,
  changed_at timestamptz NOT NULL,
  CONSTRAINT vip_level_changes_reason CHECK (reason IN ('deposit', 'relegation'))
);
--> statement-breakpoint
CREATE INDEX vip_level_changes_player ON vip_level_changes (player_id, changed_at);
--> statement-breakpoint
CREATE UNIQUE INDEX vip_level_changes_period ON vip_level_changes (player_id, period) WHERE period IS NOT NULL;
--> statement-breakpoint
CREATE INDEX game_rounds_settled ON game_rounds (settled_at) WHERE status = 'settled';
--> statement-breakpoint
CREATE INDEX deposit_orders_success ON deposit_orders (success_at) WHERE status = 'success';
--> statement-breakpoint
INSERT INTO vip_progress (player_id, counted_deposit_paise, lifetime_deposit_paise)
SELECT player_id, coalesce(sum(credited_paise), 0), coalesce(sum(credited_paise), 0)
FROM deposit_orders WHERE status = 'success' GROUP BY player_id;
