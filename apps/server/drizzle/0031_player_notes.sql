-- Operators' notes on players (src/modules/players/README.md "Back office"): who wrote what and
-- when; a disable or enable with its reason lands here too. Append-only, enforced by the
-- database: a note is never changed or removed.
CREATE TABLE player_notes (
  id bigserial PRIMARY KEY,
  player_id bigint NOT NULL REFERENCES players (id),
  kind text NOT NULL DEFAULT 'note',
  body text NOT NULL,
  operator_id bigint REFERENCES operators (id),
  api_key_id bigint REFERENCES operator_api_keys (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT player_notes_kind CHECK (kind IN ('note', 'disabled', 'enabled')),
  CONSTRAINT player_notes_body CHECK (length(body) BETWEEN 1 AND 2000),
  CONSTRAINT player_notes_author CHECK (operator_id IS NOT NULL OR api_key_id IS NOT NULL)
);
--> statement-breakpoint
CREATE INDEX player_notes_player ON player_notes (player_id, id DESC);
--> statement-breakpoint
CREATE FUNCTION player_notes_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'player_notes is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER player_notes_no_update_delete BEFORE UPDATE OR DELETE ON player_notes
  FOR EACH ROW EXECUTE FUNCTION player_notes_append_only();
--> statement-breakpoint
CREATE TRIGGER player_notes_no_truncate BEFORE TRUNCATE ON player_notes
  FOR EACH STATEMENT EXECUTE FUNCTION player_notes_append_only();
