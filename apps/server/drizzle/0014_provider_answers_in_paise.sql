-- provider_bet and provider_win answer the balance in paise ('balancePaise', an integer), not as
-- rupees computed in float8: the API turns paise into the wire's rupees digit by digit. Answers
-- stored before this migration keep their 'balance' in rupees and are replayed as they are.
CREATE OR REPLACE FUNCTION provider_bet(
  p_provider text, p_session_hash text, p_tx text, p_round text, p_game text,
  p_house bigint, p_stake bigint, p_hash text, p_messages jsonb, p_idle_secs float8
) RETURNS jsonb LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_player bigint;
  v_login bigint;
  v_login_stale boolean;
  v_wallet bigint;
  v_status text;
  v_claim bigint;
  v_prev provider_transactions%ROWTYPE;
  v_round game_rounds%ROWTYPE;
  v_post record;
  v_balance bigint;
  v_state text;
  v_answer jsonb;
BEGIN
  -- The live game session names the player, and lives only while the player's own session
  -- (the login that launched the game) does: not logged out, revoked, past its end or idle.
  -- Without both nothing is claimed or written.
  SELECT s.player_id, coalesce(p_game, s.game_code), p.status, l.id,
         l.last_seen_at < now() - interval '1 minute'
  INTO v_player, p_game, v_status, v_login, v_login_stale
  FROM game_sessions s
  JOIN players p ON p.id = s.player_id
  JOIN sessions l ON l.id = s.player_session_id
  WHERE s.session_token_hash = p_session_hash AND s.provider_code = p_provider
    AND s.expires_at > now()
    AND l.revoked_at IS NULL AND l.expires_at > now()
    AND l.last_seen_at > now() - make_interval(secs => p_idle_secs);
  IF NOT FOUND THEN
    RETURN jsonb_build_object('state', 'INVALID_SESSION', 'msg', p_messages->>'INVALID_SESSION');
  END IF;
  -- Playing is activity: it keeps the login alive like any API call (at most a write a minute).
  IF v_login_stale THEN
    UPDATE sessions SET last_seen_at = now() WHERE id = v_login;
  END IF;
  IF v_status <> 'active' THEN
    RETURN jsonb_build_object('state', 'PLAYER_DISABLED', 'msg', p_messages->>'PLAYER_DISABLED');
  END IF;
  INSERT INTO ledger_accounts (code, kind, player_id, tracks_balance, balance_paise, wager_remaining_paise)
  VALUES ('wallet:' || v_player, 'wallet', v_player, true, 0, 0)
  ON CONFLICT (code) DO NOTHING;
  SELECT id INTO v_wallet FROM ledger_accounts WHERE code = 'wallet:' || v_player;

  INSERT INTO provider_transactions
    (provider_code, transaction_id, kind, round_id, amount_paise, request_hash, status, response)
  VALUES (p_provider, p_tx, 'bet', p_round, p_stake, p_hash, 'pending', '{}'::jsonb)
  ON CONFLICT DO NOTHING RETURNING id INTO v_claim;
  IF v_claim IS NULL THEN
    SELECT * INTO v_prev FROM provider_transactions
    WHERE provider_code = p_provider AND transaction_id = p_tx;
    IF v_prev.status = 'void' THEN
      RETURN jsonb_build_object('state', 'TRANSACTION_CANCELLED', 'msg', p_messages->>'TRANSACTION_CANCELLED');
    END IF;
    IF v_prev.request_hash <> p_hash OR v_prev.kind <> 'bet' THEN
      RETURN jsonb_build_object('state', 'DUPLICATE_MISMATCH', 'msg', p_messages->>'DUPLICATE_MISMATCH');
    END IF;
    RETURN v_prev.response;
  END IF;

  -- The round is made by its first accepted bet: a refused bet leaves no round behind, so a
  -- win for it is still an unknown round.
  SELECT * INTO v_round FROM game_rounds
  WHERE provider_code = p_provider AND round_id = p_round FOR UPDATE;
  SELECT balance_paise INTO v_balance FROM ledger_accounts WHERE id = v_wallet;

  IF v_round.id IS NOT NULL AND v_round.player_id <> v_player THEN
    v_state := 'INVALID_REQUEST';
  ELSIF v_round.id IS NOT NULL AND v_round.status <> 'open' THEN
    v_state := 'ROUND_SETTLED';
  ELSE
    SELECT * INTO v_post FROM ledger_post(
      'provider:' || p_provider || ':bet:' || p_tx, p_hash, 'game_bet', 'bet', v_player,
      jsonb_build_object('providerCode', p_provider, 'roundId', p_round,
                         'gameCode', coalesce(v_round.game_code, p_game)),
      ARRAY[v_wallet, p_house], ARRAY[-p_stake, p_stake]);
    IF NOT v_post.covered THEN
      v_state := 'INSUFFICIENT_FUNDS';
    ELSIF v_post.transaction_id IS NULL THEN
      RAISE EXCEPTION 'bet % posted without its claim', p_tx;
    ELSE
      -- Two first bets of one round racing: the second adds to the first's round, if it may.
      INSERT INTO game_rounds AS r (provider_code, round_id, player_id, game_code, stake_paise)
      VALUES (p_provider, p_round, v_player, p_game, p_stake)
      ON CONFLICT (provider_code, round_id) DO UPDATE SET stake_paise = r.stake_paise + excluded.stake_paise
      WHERE r.player_id = excluded.player_id AND r.status = 'open'
      RETURNING * INTO v_round;
      IF NOT FOUND THEN
        RAISE EXCEPTION 'round % changed under bet %', p_round, p_tx;
      END IF;
      SELECT (b->>'balance')::bigint INTO v_balance FROM jsonb_array_elements(v_post.balances) b
      WHERE (b->>'id')::bigint = v_wallet;
      v_answer := jsonb_build_object('state', '200', 'resultData', jsonb_build_object(
        'balancePaise', v_balance, 'currency', 'INR', 'transactionId', p_tx,
        'platformTransactionId', v_post.transaction_id::text));
    END IF;
  END IF;

  IF v_answer IS NULL THEN
    v_answer := jsonb_build_object('state', v_state, 'msg', p_messages->>v_state, 'resultData',
      jsonb_build_object('balancePaise', v_balance, 'currency', 'INR'));
  END IF;
  UPDATE provider_transactions
  SET status = CASE WHEN v_answer->>'state' = '200' THEN 'ok' ELSE 'refused' END,
      response = v_answer, player_id = v_player
  WHERE id = v_claim;
  RETURN v_answer;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION provider_win(
  p_provider text, p_tx text, p_round text, p_win bigint, p_closed boolean, p_hash text,
  p_house bigint, p_messages jsonb
) RETURNS jsonb LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_claim bigint;
  v_prev provider_transactions%ROWTYPE;
  v_round game_rounds%ROWTYPE;
  v_wallet bigint;
  v_post record;
  v_balance bigint;
  v_valid bigint;
  v_ledger_tx text;
  v_answer jsonb;
BEGIN
  INSERT INTO provider_transactions
    (provider_code, transaction_id, kind, round_id, amount_paise, request_hash, status, response)
  VALUES (p_provider, p_tx, 'win', p_round, p_win, p_hash, 'pending', '{}'::jsonb)
  ON CONFLICT DO NOTHING RETURNING id INTO v_claim;
  IF v_claim IS NULL THEN
    SELECT * INTO v_prev FROM provider_transactions
    WHERE provider_code = p_provider AND transaction_id = p_tx;
    IF v_prev.request_hash <> p_hash OR v_prev.kind <> 'win' THEN
      RETURN jsonb_build_object('state', 'DUPLICATE_MISMATCH', 'msg', p_messages->>'DUPLICATE_MISMATCH');
    END IF;
    RETURN v_prev.response;
  END IF;

  SELECT * INTO v_round FROM game_rounds
  WHERE provider_code = p_provider AND round_id = p_round FOR UPDATE;
  IF FOUND THEN
    SELECT id, balance_paise INTO v_wallet, v_balance FROM ledger_accounts
    WHERE code = 'wallet:' || v_round.player_id;
  END IF;

  IF NOT FOUND OR v_wallet IS NULL THEN
    v_answer := jsonb_build_object('state', 'UNKNOWN_ROUND', 'msg', p_messages->>'UNKNOWN_ROUND');
  ELSIF v_round.status <> 'open' THEN
    v_answer := jsonb_build_object('state', 'ROUND_SETTLED', 'msg', p_messages->>'ROUND_SETTLED',
      'resultData', jsonb_build_object('balancePaise', v_balance, 'currency', 'INR'));
  ELSE
    IF p_win > 0 THEN
      SELECT * INTO v_post FROM ledger_post(
        'provider:' || p_provider || ':win:' || p_tx, p_hash, 'game_win', 'win', v_round.player_id,
        jsonb_build_object('providerCode', p_provider, 'roundId', p_round, 'gameCode', v_round.game_code),
        ARRAY[p_house, v_wallet], ARRAY[-p_win, p_win]);
      IF v_post.transaction_id IS NULL THEN
        RAISE EXCEPTION 'win % posted without its claim', p_tx;
      END IF;
      v_ledger_tx := v_post.transaction_id::text;
      SELECT (b->>'balance')::bigint INTO v_balance FROM jsonb_array_elements(v_post.balances) b
      WHERE (b->>'id')::bigint = v_wallet;
      UPDATE game_rounds SET win_paise = win_paise + p_win WHERE id = v_round.id;
    END IF;
    IF p_closed THEN
      v_valid := CASE WHEN v_round.stake_paise = 0 OR v_round.win_paise + p_win = v_round.stake_paise
                      THEN 0 ELSE v_round.stake_paise END;
      UPDATE game_rounds SET status = 'settled', valid_bet_paise = v_valid, settled_at = now()
      WHERE id = v_round.id;
      UPDATE ledger_accounts SET wager_remaining_paise = greatest(0, wager_remaining_paise - v_valid)
      WHERE id = v_wallet;
    END IF;
    v_answer := jsonb_build_object('state', '200', 'resultData', jsonb_build_object(
      'balancePaise', v_balance, 'currency', 'INR', 'transactionId', p_tx,
      'platformTransactionId', v_ledger_tx));
  END IF;

  UPDATE provider_transactions
  SET status = CASE WHEN v_answer->>'state' = '200' THEN 'ok' ELSE 'refused' END,
      response = v_answer, player_id = v_round.player_id
  WHERE id = v_claim;
  RETURN v_answer;
END;
$$;
