-- Player protection (src/modules/protection/README.md, docs/architecture.md §12): the limits a
-- player sets, the reality-check interval, time-out and self-exclusion, and the append-only
-- record of every protection event. One row per player who ever set anything; a player without
-- a row has no limit, a 60-minute reality check and no exclusion.
CREATE TABLE protection_settings (
  player_id bigint PRIMARY KEY REFERENCES players (id),
  -- Limits in force (null = none). Periods are the platform's calendar day, week (Monday first)
  -- and month (platform_utc_offset(), +05:30 by default), as the rankings count them.
  deposit_day_paise bigint,
  deposit_week_paise bigint,
  deposit_month_paise bigint,
  loss_day_paise bigint,
  loss_week_paise bigint,
  loss_month_paise bigint,
  -- Longest login session, in minutes (null = none).
  session_minutes integer,
  reality_check_minutes integer NOT NULL DEFAULT 60,
  -- Time-out or self-exclusion: in force from excluded_at; excluded_until null = indefinite.
  -- It stays in force after excluded_until until the player has asked to return (return_at =
  -- the request + 24 hours) and return_at has passed; then all four columns are cleared.
  exclusion_kind text,
  excluded_at timestamptz,
  excluded_until timestamptz,
  return_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT protection_limits_positive CHECK (
    coalesce(deposit_day_paise, 1) > 0 AND coalesce(deposit_week_paise, 1) > 0
    AND coalesce(deposit_month_paise, 1) > 0 AND coalesce(loss_day_paise, 1) > 0
    AND coalesce(loss_week_paise, 1) > 0 AND coalesce(loss_month_paise, 1) > 0),
  CONSTRAINT protection_session_minutes CHECK (session_minutes IS NULL OR session_minutes BETWEEN 5 AND 1440),
  CONSTRAINT protection_reality_minutes CHECK (reality_check_minutes BETWEEN 5 AND 240),
  CONSTRAINT protection_exclusion_kind CHECK (exclusion_kind IS NULL OR exclusion_kind IN ('timeout', 'self_exclusion')),
  CONSTRAINT protection_exclusion_shape CHECK (
    (exclusion_kind IS NULL AND excluded_at IS NULL AND excluded_until IS NULL AND return_at IS NULL)
    OR (exclusion_kind IS NOT NULL AND excluded_at IS NOT NULL))
);
--> statement-breakpoint
-- Is the player under a time-out or self-exclusion at p_at? The one definition every money path
-- uses (deposits, bets in the provider functions, promotions, launch).
CREATE FUNCTION protection_excluded(p_player bigint, p_at timestamptz) RETURNS boolean
LANGUAGE sql STABLE AS $$
  SELECT EXISTS (
    SELECT 1 FROM protection_settings
    WHERE player_id = p_player AND exclusion_kind IS NOT NULL
      AND (return_at IS NULL OR return_at > p_at));
$$;
--> statement-breakpoint
-- Every protection event, player's or operator's or the system's: limits set, increases asked,
-- confirmed or cancelled, refusals at a limit, reality checks answered, time-outs,
-- self-exclusions, returns, KYC submissions and decisions. Append-only (trigger below).
CREATE TABLE protection_events (
  id bigserial PRIMARY KEY,
  player_id bigint NOT NULL REFERENCES players (id),
  kind text NOT NULL,
  detail jsonb NOT NULL DEFAULT '{}'::jsonb,
  -- 'player', 'operator' (operator_id set) or 'system'.
  actor text NOT NULL,
  operator_id bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT protection_events_kind CHECK (kind ~ '^[a-z][a-z0-9_.]{1,63}$'),
  CONSTRAINT protection_events_actor CHECK (actor IN ('player', 'operator', 'system')
    AND (actor = 'operator') = (operator_id IS NOT NULL))
);
--> statement-breakpoint
CREATE INDEX protection_events_player ON protection_events (player_id, created_at DESC, id DESC);
--> statement-breakpoint
CREATE INDEX protection_events_recent ON protection_events (created_at DESC, id DESC);
--> statement-breakpoint
CREATE FUNCTION protection_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'protection_events is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER protection_events_no_change BEFORE UPDATE OR DELETE ON protection_events
  FOR EACH ROW EXECUTE FUNCTION protection_events_append_only();
--> statement-breakpoint
CREATE TRIGGER protection_events_no_truncate BEFORE TRUNCATE ON protection_events
  FOR EACH STATEMENT EXECUTE FUNCTION protection_events_append_only();
