-- The operator's settings (src/server/operator.ts): an RTP in (0, 1] and positive bet limits,
-- kept by the database too. NOT VALID: older rows are not re-checked at start.
ALTER TABLE kg_game_settings ADD CONSTRAINT kg_game_settings_bounds CHECK (
  (rtp IS NULL OR (rtp > 0 AND rtp <= 1))
  AND (min_bet_paise IS NULL OR min_bet_paise > 0)
  AND (max_bet_paise IS NULL OR max_bet_paise > 0)
  AND (min_bet_paise IS NULL OR max_bet_paise IS NULL OR min_bet_paise <= max_bet_paise)
) NOT VALID;
