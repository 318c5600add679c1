-- provider_bet_win: a bet and the win that settles its round in one call (the provider API's
-- betWin, docs/architecture.md §6), for games whose outcome is known at the stake. It does what
-- provider_bet then provider_win (roundClosed) do, atomically, in one round trip: the session
-- and login checks and refusals of provider_bet, the stake and the win as their own ledger
-- postings (game_bet, then game_win when the win is above zero), the round opened (or added to)
-- and settled by an update, so the rankings trigger (migration 0024) counts it, and the wagering
-- requirement reduced by its valid bet. One provider_transactions row (kind 'betWin') keeps the
-- answer: a replay returns it, even after the session ended.
CREATE FUNCTION provider_bet_win(
  p_provider text, p_session_hash text, p_tx text, p_round text, p_game text,
  p_house bigint, p_stake bigint, p_win bigint, p_hash text, p_messages jsonb, p_idle_secs float8
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
  v_bet_tx bigint;
  v_win_tx bigint;
  v_balance bigint;
  v_valid bigint;
  v_state text;
  v_answer jsonb;
BEGIN
  -- A replay first: its answer is kept whatever happened to the session since.
  SELECT * INTO v_prev FROM provider_transactions
  WHERE provider_code = p_provider AND transaction_id = p_tx;
  IF NOT FOUND THEN
    -- As provider_bet: the live game session and the login behind it name the player.
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
    VALUES (p_provider, p_tx, 'betWin', p_round, p_stake, p_hash, 'pending', '{}'::jsonb)
    ON CONFLICT DO NOTHING RETURNING id INTO v_claim;
    IF v_claim IS NULL THEN
      -- A concurrent copy claimed it first (and committed, or this insert would still wait).
      SELECT * INTO v_prev FROM provider_transactions
      WHERE provider_code = p_provider AND transaction_id = p_tx;
    END IF;
  END IF;
  IF v_claim IS NULL THEN
    -- A rollback that arrived first voided the id (provider_transactions status 'void').
    IF v_prev.status = 'void' THEN
      RETURN jsonb_build_object('state', 'TRANSACTION_CANCELLED', 'msg', p_messages->>'TRANSACTION_CANCELLED');
    END IF;
    IF v_prev.request_hash <> p_hash OR v_prev.kind <> 'betWin' THEN
      RETURN jsonb_build_object('state', 'DUPLICATE_MISMATCH', 'msg', p_messages->>'DUPLICATE_MISMATCH');
    END IF;
    RETURN v_prev.response;
  END IF;

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
      RAISE EXCEPTION 'betWin % posted without its claim', p_tx;
    ELSE
      v_bet_tx := v_post.transaction_id;
      IF p_win > 0 THEN
        SELECT * INTO v_post FROM ledger_post(
          'provider:' || p_provider || ':win:' || p_tx, p_hash, 'game_win', 'win', v_player,
          jsonb_build_object('providerCode', p_provider, 'roundId', p_round,
                             'gameCode', coalesce(v_round.game_code, p_game)),
          ARRAY[p_house, v_wallet], ARRAY[-p_win, p_win]);
        IF v_post.transaction_id IS NULL THEN
          RAISE EXCEPTION 'betWin % won without its claim', p_tx;
        END IF;
        v_win_tx := v_post.transaction_id;
      END IF;
      SELECT (b->>'balance')::bigint INTO v_balance FROM jsonb_array_elements(v_post.balances) b
      WHERE (b->>'id')::bigint = v_wallet;
      -- Opened (or added to) like a bet, then settled by an update like provider_win's.
      INSERT INTO game_rounds AS r (provider_code, round_id, player_id, game_code, stake_paise, win_paise)
      VALUES (p_provider, p_round, v_player, p_game, p_stake, p_win)
      ON CONFLICT (provider_code, round_id) DO UPDATE
      SET stake_paise = r.stake_paise + excluded.stake_paise, win_paise = r.win_paise + excluded.win_paise
      WHERE r.player_id = excluded.player_id AND r.status = 'open'
      RETURNING * INTO v_round;
      IF NOT FOUND THEN
        RAISE EXCEPTION 'round % changed under betWin %', p_round, p_tx;
      END IF;
      v_valid := CASE WHEN v_round.stake_paise = 0 OR v_round.win_paise = v_round.stake_paise
                      THEN 0 ELSE v_round.stake_paise END;
      UPDATE game_rounds SET status = 'settled', valid_bet_paise = v_valid, settled_at = now()
      WHERE id = v_round.id;
      -- provider_win's wagering update; skipped where it would write the same value.
      IF v_valid > 0 THEN
        UPDATE ledger_accounts SET wager_remaining_paise = greatest(0, wager_remaining_paise - v_valid)
        WHERE id = v_wallet AND wager_remaining_paise > 0;
      END IF;
      v_answer := jsonb_build_object('state', '200', 'resultData', jsonb_build_object(
        'balancePaise', v_balance, 'currency', 'INR', 'transactionId', p_tx,
        'platformTransactionId', v_bet_tx::text, 'winPlatformTransactionId', v_win_tx::text));
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
