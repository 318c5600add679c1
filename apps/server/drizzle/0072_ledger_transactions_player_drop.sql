-- ledger_transactions_player (player_id, id) served no query: a player's statement, the back
-- office's transactions of a player and the reports all reach a player's money through the
-- wallet account's entries (ledger_entries_account), and players are never deleted, so the
-- foreign key to players never looks a player's transactions up either. It cost 47 of a bet's
-- ~600 bytes (docs/architecture.md §3). player_id stays on the row, for audit.
DROP INDEX IF EXISTS ledger_transactions_player;
