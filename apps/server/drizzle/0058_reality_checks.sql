-- Reality checks (src/modules/play-session/README.md, docs/architecture.md §12): when the player
-- last answered 'continue' in a login session. The next check of a session is due at this time
-- (or the session's start, before any answer) plus the player's reality_check_minutes, so the
-- server alone says when the app shows it, across pages, reloads and tabs. One row per login
-- session that ever answered; written by one conditional upsert, so two tabs answering the same
-- check record one 'continue'.
CREATE TABLE reality_checks (
  session_id bigint PRIMARY KEY REFERENCES sessions (id),
  player_id bigint NOT NULL REFERENCES players (id),
  answered_at timestamptz NOT NULL,
  -- How many checks of the session were answered 'continue'.
  continues integer NOT NULL DEFAULT 1,
  CONSTRAINT reality_checks_continues CHECK (continues > 0)
);
