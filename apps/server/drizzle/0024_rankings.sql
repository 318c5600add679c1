-- Rankings (src/modules/rankings, README there): every player's total valid bet per daily,
-- weekly (Monday first) and monthly period of the platform's timezone, kept up to date by the
-- transaction that settles a round, never by scanning bets at read time; the awards per rank
-- the operator sets; and the winners paid at each period's close.
CREATE TABLE ranking_totals (
  period_kind text NOT NULL,
  -- The period's first local day (a Monday for weekly, the 1st for monthly).
  period_start date NOT NULL,
  player_id bigint NOT NULL REFERENCES players (id),
  total_paise bigint NOT NULL,
  -- When the player reached this total (the settle time of the last bet counted): ties rank
  -- who got there first.
  reached_at timestamptz NOT NULL,
  PRIMARY KEY (period_kind, period_start, player_id),
  CONSTRAINT ranking_totals_kind CHECK (period_kind IN ('daily', 'weekly', 'monthly')),
  CONSTRAINT ranking_totals_total CHECK (total_paise > 0)
);
--> statement-breakpoint
-- The ranking order itself: the top of a list is the first rows of this index.
CREATE INDEX ranking_totals_order
  ON ranking_totals (period_kind, period_start, total_paise DESC, reached_at, player_id);
--> statement-breakpoint
CREATE TABLE ranking_awards (
  period_kind text NOT NULL,
  rank integer NOT NULL,
  amount_paise bigint NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (period_kind, rank),
  CONSTRAINT ranking_awards_kind CHECK (period_kind IN ('daily', 'weekly', 'monthly')),
  CONSTRAINT ranking_awards_rank CHECK (rank BETWEEN 1 AND 100),
  CONSTRAINT ranking_awards_amount CHECK (amount_paise > 0)
);
--> statement-breakpoint
-- The awarded places of a closed period, written once by its close (the award as configured
-- then) before the rewards are granted from them.
CREATE TABLE ranking_winners (
  period_kind text NOT NULL,
  period_start date NOT NULL,
  rank integer NOT NULL,
  player_id bigint NOT NULL REFERENCES players (id),
  total_paise bigint NOT NULL,
  award_paise bigint NOT NULL,
  closed_at timestamptz NOT NULL,
  PRIMARY KEY (period_kind, period_start, rank),
  CONSTRAINT ranking_winners_player UNIQUE (period_kind, period_start, player_id)
);
--> statement-breakpoint
-- The platform's UTC offset (app_settings 'timezone', '+05:30' or '+0530'); the platform default
-- (packages/contract PLATFORM_TIMEZONE, 330 minutes east) when it is missing or unreadable.
CREATE FUNCTION platform_utc_offset() RETURNS interval LANGUAGE sql STABLE AS $$
  SELECT coalesce(
    (SELECT make_interval(mins => (CASE WHEN m[1] = '-' THEN -1 ELSE 1 END)
                                  * (m[2]::int * 60 + m[3]::int))
     FROM app_settings s, regexp_match(s.value #>> '{}', '^([+-])(\d{2}):?(\d{2})$') m
     WHERE s.key = 'timezone' AND m IS NOT NULL),
    make_interval(mins => 330));
$$;
--> statement-breakpoint
-- Counts a round's valid bet into its player's daily, weekly and monthly totals, by the local
-- time it settled: one three-row upsert, at the commit of the transaction that settles the round.
CREATE FUNCTION ranking_count_round() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_local timestamp := (NEW.settled_at AT TIME ZONE 'UTC') + platform_utc_offset();
BEGIN
  INSERT INTO ranking_totals AS t (period_kind, period_start, player_id, total_paise, reached_at)
  VALUES ('daily', v_local::date, NEW.player_id, NEW.valid_bet_paise, NEW.settled_at),
         ('weekly', date_trunc('week', v_local)::date, NEW.player_id, NEW.valid_bet_paise, NEW.settled_at),
         ('monthly', date_trunc('month', v_local)::date, NEW.player_id, NEW.valid_bet_paise, NEW.settled_at)
  ON CONFLICT (period_kind, period_start, player_id) DO UPDATE
  SET total_paise = t.total_paise + excluded.total_paise,
      reached_at = greatest(t.reached_at, excluded.reached_at);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- A round is settled by an update (provider_win; nothing inserts a round already settled).
-- Deferred to the commit: provider_win locks the player's wallet row before the round's update
-- when the win moves money and after it when it does not; counting at the commit takes the
-- ranking rows after the wallet in every transaction, so two settles of one player cannot
-- deadlock (wallet, then totals).
CREATE CONSTRAINT TRIGGER game_rounds_ranking AFTER UPDATE OF status ON game_rounds
DEFERRABLE INITIALLY DEFERRED
FOR EACH ROW
WHEN (NEW.status = 'settled' AND OLD.status <> 'settled' AND NEW.valid_bet_paise > 0
      AND NEW.settled_at IS NOT NULL)
EXECUTE FUNCTION ranking_count_round();
--> statement-breakpoint
-- Rounds settled before this migration: the current and the last periods of every kind.
INSERT INTO ranking_totals (period_kind, period_start, player_id, total_paise, reached_at)
SELECT k.kind, k.start, r.player_id, sum(r.valid_bet_paise), max(r.settled_at)
FROM game_rounds r
CROSS JOIN (SELECT platform_utc_offset() AS off) o
CROSS JOIN LATERAL (SELECT (r.settled_at AT TIME ZONE 'UTC') + o.off AS local) l
CROSS JOIN LATERAL (VALUES ('daily', l.local::date),
                           ('weekly', date_trunc('week', l.local)::date),
                           ('monthly', date_trunc('month', l.local)::date)) AS k(kind, start)
WHERE r.status = 'settled' AND r.valid_bet_paise > 0 AND r.settled_at > now() - interval '70 days'
GROUP BY k.kind, k.start, r.player_id;
