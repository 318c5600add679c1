-- Player-set limits (src/modules/protection/README.md): increases and removals wait 24 hours and
-- a second confirmation; the platform's calendar periods as instants, for every limit's count.
--
-- A limit's increase or removal the player asked for: one row per player and limit (asking again
-- replaces it). value_paise / value_minutes null = the limit removed. It can be confirmed from
-- effective_at (the request + 24 hours) and is deleted when confirmed or cancelled; the events
-- keep the history (protection_events).
CREATE TABLE protection_pending_changes (
  player_id bigint NOT NULL REFERENCES players (id),
  setting text NOT NULL,
  value bigint,
  requested_at timestamptz NOT NULL,
  effective_at timestamptz NOT NULL,
  PRIMARY KEY (player_id, setting),
  CONSTRAINT protection_pending_setting CHECK (setting IN ('deposit_day', 'deposit_week',
    'deposit_month', 'loss_day', 'loss_week', 'loss_month', 'session_minutes')),
  CONSTRAINT protection_pending_value CHECK (value IS NULL OR value > 0),
  CONSTRAINT protection_pending_delay CHECK (effective_at > requested_at)
);
--> statement-breakpoint
-- The start of the platform's calendar day, week (Monday first) or month holding p_at, as an
-- instant: the local wall time truncated, moved back by platform_utc_offset() (migration 0024).
-- Every limit counts from these, so the SQL and the clock the caller passes agree.
CREATE FUNCTION protection_period_start(p_kind text, p_at timestamptz) RETURNS timestamptz
LANGUAGE sql STABLE AS $$
  SELECT (date_trunc(CASE p_kind WHEN 'day' THEN 'day' WHEN 'week' THEN 'week' ELSE 'month' END,
            (p_at AT TIME ZONE 'UTC') + platform_utc_offset())
          - platform_utc_offset()) AT TIME ZONE 'UTC';
$$;
--> statement-breakpoint
-- Deposits a limit counts over the period starting at p_from: credited orders by the time the
-- gateway confirmed them, plus every order still open (pending and not held by protection), which
-- may yet be credited. p_skip: an order left out (the one being credited).
CREATE FUNCTION protection_deposits_since(p_player bigint, p_from timestamptz, p_skip bigint)
RETURNS bigint LANGUAGE sql STABLE AS $$
  SELECT coalesce(sum(CASE WHEN status = 'success' THEN coalesce(credited_paise, amount_paise)
                      ELSE amount_paise END), 0)::bigint
  FROM deposit_orders
  WHERE player_id = p_player AND id IS DISTINCT FROM p_skip
    AND ((status = 'success' AND success_at >= p_from)
         OR (status = 'pending' AND review_reason IS DISTINCT FROM 'protection_hold'));
$$;
--> statement-breakpoint
CREATE INDEX deposit_orders_protection_hold ON deposit_orders (id) WHERE review_reason = 'protection_hold';
