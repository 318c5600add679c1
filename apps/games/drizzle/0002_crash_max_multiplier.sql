-- Crash's maximum multiplier (src/server/crash/README.md): the operator's setting per game, and
-- the one in force for each round, fixed when it opens (NULL: rounds from before, no maximum).
ALTER TABLE kg_game_settings ADD COLUMN max_multiplier numeric(12, 2)
  CHECK (max_multiplier IS NULL OR max_multiplier >= 1.01);
--> statement-breakpoint
ALTER TABLE kg_crash_rounds ADD COLUMN max_multiplier numeric(12, 2);
