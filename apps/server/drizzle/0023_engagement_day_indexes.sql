-- What a player did today, read without scanning their history (src/modules/engagement): the
-- check-in condition and the wheel's deposit spins sum today's settled valid bets and successful
-- deposits of one player over these ranges.
CREATE INDEX game_rounds_player_settled ON game_rounds (player_id, settled_at) WHERE status = 'settled';
--> statement-breakpoint
CREATE INDEX deposit_orders_player_success ON deposit_orders (player_id, success_at) WHERE status = 'success';
