-- The settlement retrier looks for bets still 'pending' long after they were recorded (orphans.ts):
-- few rows, found through this index instead of a scan of every bet.
CREATE INDEX kg_bets_pending_idx ON kg_bets (created_at) WHERE status = 'pending';
