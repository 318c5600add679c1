-- ledger_post again, same contract, in PL/pgSQL: a LANGUAGE sql function is planned anew on
-- every call, while PL/pgSQL keeps each statement's plan for the connection's life. On the
-- wallet benchmark the planning of the one big statement was most of PostgreSQL's time.
-- Lock the wallets in id order, check every debit is covered, then write the transaction, the
-- balances and the entries. Nothing is written when a debit is not covered; only the lock when
-- the key was posted before.
CREATE OR REPLACE FUNCTION ledger_post(
  p_key text, p_hash text, p_kind text, p_record text, p_player bigint, p_meta jsonb,
  p_accounts bigint[], p_amounts bigint[]
) RETURNS TABLE (transaction_id bigint, covered boolean, known integer, balances jsonb)
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_ids bigint[];
  v_sums bigint[];
BEGIN
  SELECT array_agg(t.account_id ORDER BY t.account_id), array_agg(t.amount ORDER BY t.account_id)
  INTO v_ids, v_sums
  FROM (SELECT l.account_id, sum(l.amount)::bigint AS amount
        FROM unnest(p_accounts, p_amounts) AS l(account_id, amount)
        GROUP BY l.account_id) t;

  SELECT count(*)::int INTO known FROM ledger_accounts a WHERE a.id = ANY (v_ids);

  SELECT coalesce(bool_and(a.balance_paise + s.amount >= 0), true) INTO covered
  FROM (SELECT a.id, a.balance_paise FROM ledger_accounts a
        WHERE a.id = ANY (v_ids) AND a.tracks_balance
        ORDER BY a.id FOR UPDATE) a
  JOIN unnest(v_ids, v_sums) AS s(account_id, amount) ON s.account_id = a.id;

  balances := '[]'::jsonb;
  IF NOT covered THEN
    RETURN NEXT;
    RETURN;
  END IF;

  INSERT INTO ledger_transactions (idempotency_key, request_hash, kind, record_type, player_id, metadata)
  VALUES (p_key, p_hash, p_kind, p_record, p_player, p_meta)
  ON CONFLICT (idempotency_key) DO NOTHING
  RETURNING id INTO transaction_id;
  IF transaction_id IS NULL THEN
    RETURN NEXT;
    RETURN;
  END IF;

  WITH moved AS (
    UPDATE ledger_accounts a SET balance_paise = a.balance_paise + s.amount
    FROM unnest(v_ids, v_sums) AS s(account_id, amount)
    WHERE a.id = s.account_id AND a.tracks_balance
    RETURNING a.id, a.balance_paise
  ), written AS (
    INSERT INTO ledger_entries (transaction_id, account_id, amount_paise, balance_after_paise)
    SELECT ledger_post.transaction_id, l.account_id, l.amount, moved.balance_paise
    FROM unnest(p_accounts, p_amounts) AS l(account_id, amount)
    LEFT JOIN moved ON moved.id = l.account_id
    RETURNING 1
  )
  SELECT coalesce(jsonb_agg(jsonb_build_object('id', m.id::text, 'balance', m.balance_paise::text)), '[]'::jsonb)
  INTO balances FROM moved m;
  RETURN NEXT;
END;
$$;
