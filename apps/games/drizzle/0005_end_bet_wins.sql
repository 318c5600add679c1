-- Ends answered betWins (src/server/settle.ts betWinEnds): each one's queue row dropped and its
-- bet, still pending, done or refused. A function, for the planner settings its statements run
-- under: written inline in the statement that records the next bets, the two were planned once
-- (a prepared statement's generic plan) while the tables were small, and kept that plan as they
-- grew — a sequential scan of kg_bets, or a bitmap scan of kg_bets_pending_idx, which holds an
-- entry for every bet ended since the last vacuum (19,000 in a 10 s bench:games run): 1.3 ms a
-- call, 4.2 ms for the statement with the bets, against a few index lookups
-- (docs/architecture.md §6). Here each end is a primary-key or unique-key lookup whatever the
-- statistics say. Answers how many bets it ended.
CREATE FUNCTION kg_end_bet_wins(p_ends jsonb) RETURNS int LANGUAGE plpgsql VOLATILE
SET enable_seqscan = off SET enable_bitmapscan = off
SET enable_hashjoin = off SET enable_mergejoin = off
AS $$
DECLARE
  n int;
BEGIN
  DELETE FROM kg_pending_settlements p
  USING jsonb_to_recordset(p_ends) AS e(round_id text)
  WHERE p.round_id = e.round_id AND p.kind = 'betWin';
  UPDATE kg_bets b SET status = e.status, settled_at = now()
  FROM jsonb_to_recordset(p_ends) AS e(bet_id bigint, status text)
  WHERE b.id = e.bet_id AND b.status = 'pending';
  GET DIAGNOSTICS n = ROW_COUNT;
  RETURN n;
END;
$$;
