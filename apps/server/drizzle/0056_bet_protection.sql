-- Player protection where bets are decided (docs/architecture.md §12, provider-api README): loss
-- limits, the session time limit and time-out / self-exclusion refuse a bet inside the function
-- that posts it, in the transaction that posts it, under the player's wallet lock.
--
-- The net loss of a period is kept per player and platform day: stakes − wins − stakes rolled
-- back, written by the same transaction as the posting (one upsert per batch), so a check reads
-- at most the days of the current month, never the bets. Every player's days are kept, limit or
-- not: a limit set mid-month counts the month's play before it.
CREATE TABLE protection_loss_days (
  player_id bigint NOT NULL REFERENCES players (id),
  -- The platform's calendar day (platform_utc_offset()) the postings fell on.
  day date NOT NULL,
  -- Stakes − wins − stakes rolled back that day, in paise (negative: the player won).
  loss_paise bigint NOT NULL,
  PRIMARY KEY (player_id, day)
);
--> statement-breakpoint
-- Adds p_delta_paise to the player's loss of p_at's platform day (a stake adds, a win or a
-- rollback takes away). Called under the player's wallet lock, by the transaction that posts.
CREATE FUNCTION protection_count_loss(p_player bigint, p_delta_paise bigint, p_at timestamptz)
RETURNS void LANGUAGE sql VOLATILE AS $$
  INSERT INTO protection_loss_days AS d (player_id, day, loss_paise)
  SELECT p_player, ((p_at AT TIME ZONE 'UTC') + platform_utc_offset())::date, p_delta_paise
  WHERE p_delta_paise <> 0
  ON CONFLICT (player_id, day) DO UPDATE SET loss_paise = d.loss_paise + excluded.loss_paise;
$$;
--> statement-breakpoint
-- The player's net loss (stakes − wins − stakes rolled back, in paise) in the platform's calendar
-- day, week (Monday first) and month of p_at: what a loss limit is measured against, and what the
-- app shows as used (src/modules/provider-api/README.md).
CREATE FUNCTION protection_losses(p_player bigint, p_at timestamptz)
RETURNS TABLE (day_paise bigint, week_paise bigint, month_paise bigint) LANGUAGE sql STABLE AS $$
  SELECT coalesce(sum(d.loss_paise) FILTER (WHERE d.day = t.today), 0)::bigint,
         coalesce(sum(d.loss_paise) FILTER (WHERE d.day >= t.week), 0)::bigint,
         coalesce(sum(d.loss_paise) FILTER (WHERE d.day >= t.month), 0)::bigint
  FROM (SELECT l::date AS today, date_trunc('week', l)::date AS week,
               date_trunc('month', l)::date AS month
        FROM (SELECT (p_at AT TIME ZONE 'UTC') + platform_utc_offset() AS l) x) t
  LEFT JOIN protection_loss_days d
    ON d.player_id = p_player AND d.day BETWEEN least(t.week, t.month) AND t.today;
$$;
--> statement-breakpoint
-- Which protection refuses a bet of p_amount_paise at p_at, or null: 'exclusion' (a time-out or
-- self-exclusion in force, protection_excluded), 'session' (the login behind the bet is
-- session_minutes old or more), 'loss_day' | 'loss_week' | 'loss_month' (the period's net loss
-- plus the stake would pass the limit; exactly reaching it is allowed). p_amount_paise is the
-- stake plus what the calling transaction already added to the player's loss without writing it
-- yet (provider_batch's earlier calls). A player without a protection_settings row is not read
-- further, nor the loss days of one without a loss limit.
CREATE FUNCTION protection_bet_refusal(
  p_player bigint, p_login_at timestamptz, p_amount_paise bigint, p_at timestamptz
) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT CASE
    WHEN protection_excluded(g.player_id, p_at) THEN 'exclusion'
    WHEN p_at >= p_login_at + make_interval(mins => g.session_minutes) THEN 'session'
    WHEN u.day_paise + p_amount_paise > g.loss_day_paise THEN 'loss_day'
    WHEN u.week_paise + p_amount_paise > g.loss_week_paise THEN 'loss_week'
    WHEN u.month_paise + p_amount_paise > g.loss_month_paise THEN 'loss_month'
  END
  FROM protection_settings g
  LEFT JOIN LATERAL (
    SELECT * FROM protection_losses(g.player_id, p_at)
    WHERE g.loss_day_paise IS NOT NULL OR g.loss_week_paise IS NOT NULL OR g.loss_month_paise IS NOT NULL
  ) u ON true
  WHERE g.player_id = p_player;
$$;
--> statement-breakpoint
-- The provider state a refusal answers with.
CREATE FUNCTION protection_refusal_state(p_limit text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE p_limit WHEN 'exclusion' THEN 'PLAYER_EXCLUDED' WHEN 'session' THEN 'SESSION_LIMIT_REACHED'
                      ELSE 'LOSS_LIMIT_REACHED' END;
$$;
--> statement-breakpoint
-- provider_bet (migrations 0004, 0010, 0014) has been superseded by provider_batch (0047) and
-- nothing calls it; dropped rather than left as a bet path that ignores the protections.
DROP FUNCTION provider_bet(text, text, text, text, text, bigint, bigint, text, jsonb, float8);
--> statement-breakpoint
-- provider_batch and provider_bet_win take the time of the call (the app's clock, p_at): the
-- periods, the session's age and the events agree with it. Otherwise as in 0047 and 0050, plus the
-- protections: after the round's checks and before the funds, a bet is refused by
-- protection_bet_refusal with PLAYER_EXCLUDED, SESSION_LIMIT_REACHED or LOSS_LIMIT_REACHED, stored
-- as any refusal (a replay answers it again) and recorded as a 'limit.refused' protection event
-- (detail: limit, path 'bet' or 'crash', stake, provider, game, transaction) in the same
-- transaction. Wins and rollbacks are never refused: they only lower the loss.
DROP FUNCTION provider_batch(jsonb, jsonb, float8);
--> statement-breakpoint
DROP FUNCTION provider_bet_win(text, text, text, text, text, bigint, bigint, bigint, text, jsonb, float8);
--> statement-breakpoint
-- As migration 0047, with the protections (above).
CREATE FUNCTION provider_batch(p_ops jsonb, p_messages jsonb, p_idle_secs float8, p_at timestamptz)
RETURNS jsonb LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  n int := jsonb_array_length(p_ops);
  o_kind text[]; o_prov text[]; o_tx text[]; o_round text[]; o_game text[]; o_sess text[];
  o_house bigint[]; o_amount bigint[]; o_closed boolean[]; o_hash text[];
  -- the bets' sessions
  s_player bigint[]; s_game text[]; s_status text[]; s_login bigint[]; s_stale boolean[];
  s_login_at timestamptz[];
  -- the wallets, by player
  w_player bigint[]; w_id bigint[]; w_balance bigint[]; w_wager bigint[]; w_start bigint[];
  w_start_wager bigint[];
  -- the rounds, by provider and round id (key = provider || E'\n' || round)
  r_key text[]; r_id bigint[]; r_new boolean[]; r_player bigint[]; r_game text[]; r_status text[];
  r_stake bigint[]; r_win bigint[]; r_valid bigint[]; r_settled boolean[]; r_touched boolean[];
  -- claims made before, and the calls of this batch that claimed, by key
  c_key text[]; c_kind text[]; c_hash text[]; c_status text[]; c_response jsonb[];
  b_key text[]; b_op int[];
  -- what the batch writes
  t_id bigint[]; t_key text[]; t_hash text[]; t_kind text[]; t_record text[]; t_player bigint[];
  t_meta jsonb[];
  e_tx bigint[]; e_account bigint[]; e_amount bigint[]; e_after bigint[];
  p_status text[]; p_player bigint[]; p_claims boolean[];
  answers jsonb[];
  -- the players with protection settings; the loss each player's calls added (stakes − wins),
  -- written at the end; the refusals by a protection, recorded as events
  g_player bigint[]; d_player bigint[]; d_loss bigint[]; f_player bigint[]; f_detail jsonb[];
  v_limit text; v_d int;
  i int; j int; w int; r int; k text; v_player bigint; v_balance bigint; v_state text;
  v_answer jsonb; v_ltx bigint; v_valid bigint; v_game text;
  -- what a call does: a bet part, a win part (a bet-and-settle call would do both, in that order)
  v_bets boolean; v_wins boolean;
BEGIN
  SELECT array_agg(e.op->>'k' ORDER BY e.n), array_agg(e.op->>'p' ORDER BY e.n),
         array_agg(e.op->>'t' ORDER BY e.n), array_agg(e.op->>'r' ORDER BY e.n),
         array_agg(e.op->>'g' ORDER BY e.n), array_agg(e.op->>'s' ORDER BY e.n),
         array_agg((e.op->>'h')::bigint ORDER BY e.n), array_agg((e.op->>'a')::bigint ORDER BY e.n),
         array_agg(coalesce((e.op->>'c')::boolean, false) ORDER BY e.n),
         array_agg(e.op->>'q' ORDER BY e.n)
  INTO o_kind, o_prov, o_tx, o_round, o_game, o_sess, o_house, o_amount, o_closed, o_hash
  FROM jsonb_array_elements(p_ops) WITH ORDINALITY AS e(op, n);

  -- A bet's live game session names its player, and lives only while the login behind it does.
  SELECT array_agg(x.player_id ORDER BY o.n), array_agg(x.game_code ORDER BY o.n),
         array_agg(x.status ORDER BY o.n), array_agg(x.login ORDER BY o.n),
         array_agg(x.stale ORDER BY o.n), array_agg(x.login_at ORDER BY o.n)
  INTO s_player, s_game, s_status, s_login, s_stale, s_login_at
  FROM unnest(o_kind, o_prov, o_sess) WITH ORDINALITY AS o(kind, prov, sess, n)
  LEFT JOIN LATERAL (
    SELECT s.player_id, s.game_code, p.status, l.id AS login,
           l.last_seen_at < now() - interval '1 minute' AS stale, l.created_at AS login_at
    FROM game_sessions s
    JOIN players p ON p.id = s.player_id
    JOIN sessions l ON l.id = s.player_session_id
    WHERE o.kind = 'bet' AND s.session_token_hash = o.sess AND s.provider_code = o.prov
      AND s.expires_at > now()
      AND l.revoked_at IS NULL AND l.expires_at > now()
      AND l.last_seen_at > now() - make_interval(secs => p_idle_secs)
  ) x ON true;

  -- Playing is activity: it keeps the login alive (at most a write a minute).
  IF true = ANY (s_stale) THEN
    UPDATE sessions SET last_seen_at = now()
    WHERE id IN (SELECT l.id FROM sessions l
                 WHERE l.id = ANY (SELECT s_login[q] FROM generate_subscripts(s_login, 1) q
                                   WHERE s_stale[q])
                 ORDER BY l.id FOR UPDATE);
  END IF;

  -- An active player betting for the first time gets a wallet.
  INSERT INTO ledger_accounts (code, kind, player_id, tracks_balance, balance_paise, wager_remaining_paise)
  SELECT DISTINCT 'wallet:' || s.player, 'wallet', s.player, true, 0, 0
  FROM unnest(s_player, s_status) AS s(player, status)
  WHERE s.status = 'active'
    AND NOT EXISTS (SELECT 1 FROM ledger_accounts a WHERE a.code = 'wallet:' || s.player)
  ORDER BY 1
  ON CONFLICT (code) DO NOTHING;

  -- Rounds first (as provider_bet and provider_win, and a rollback, take them), then wallets.
  PERFORM 1 FROM game_rounds g
  WHERE (g.provider_code, g.round_id) IN (SELECT * FROM unnest(o_prov, o_round))
  ORDER BY g.id FOR UPDATE;

  SELECT array_agg(a.player_id ORDER BY a.id), array_agg(a.id ORDER BY a.id),
         array_agg(a.balance_paise ORDER BY a.id), array_agg(a.wager_remaining_paise ORDER BY a.id)
  INTO w_player, w_id, w_balance, w_wager
  FROM (SELECT a.id, a.player_id, a.balance_paise, a.wager_remaining_paise
        FROM ledger_accounts a
        WHERE a.code IN (SELECT 'wallet:' || s.player FROM unnest(s_player, s_status) s(player, status)
                         WHERE s.status = 'active'
                         UNION
                         SELECT 'wallet:' || g.player_id FROM game_rounds g
                         WHERE (g.provider_code, g.round_id) IN (SELECT * FROM unnest(o_prov, o_round)))
          AND a.tracks_balance
        ORDER BY a.id FOR UPDATE) a;
  w_start := w_balance;
  w_start_wager := w_wager;

  -- Read again under the wallets' locks: a round a concurrent call of the player made is here now.
  SELECT array_agg(g.provider_code || E'\n' || g.round_id), array_agg(g.id), array_agg(false),
         array_agg(g.player_id), array_agg(g.game_code), array_agg(g.status), array_agg(g.stake_paise),
         array_agg(g.win_paise), array_agg(g.valid_bet_paise), array_agg(false), array_agg(false)
  INTO r_key, r_id, r_new, r_player, r_game, r_status, r_stake, r_win, r_valid, r_settled, r_touched
  FROM (SELECT * FROM game_rounds g
        WHERE (g.provider_code, g.round_id) IN (SELECT * FROM unnest(o_prov, o_round))
        ORDER BY g.id FOR UPDATE) g;

  SELECT array_agg(c.provider_code || E'\n' || c.transaction_id), array_agg(c.kind),
         array_agg(c.request_hash), array_agg(c.status), array_agg(c.response)
  INTO c_key, c_kind, c_hash, c_status, c_response
  FROM provider_transactions c
  WHERE (c.provider_code, c.transaction_id) IN (SELECT * FROM unnest(o_prov, o_tx));

  -- Read under the wallets' locks, as the loss days are: only these players' bets are checked
  -- further (protection_bet_refusal); for everyone else this is the whole cost.
  SELECT array_agg(g.player_id) INTO g_player
  FROM protection_settings g WHERE g.player_id = ANY (s_player);

  p_status := array_fill(NULL::text, ARRAY[n]);
  p_player := array_fill(NULL::bigint, ARRAY[n]);
  p_claims := array_fill(false, ARRAY[n]);
  answers := array_fill(NULL::jsonb, ARRAY[n]);

  FOR i IN 1..n LOOP
    v_answer := NULL;
    v_state := NULL;
    k := o_prov[i] || E'\n' || o_tx[i];
    v_player := NULL;
    v_bets := o_kind[i] = 'bet';
    v_wins := o_kind[i] = 'win';
    IF NOT (v_bets OR v_wins) THEN
      RAISE EXCEPTION 'provider_batch: unknown kind %', o_kind[i];
    END IF;
    IF v_bets THEN
      IF s_player[i] IS NULL THEN
        answers[i] := jsonb_build_object('state', 'INVALID_SESSION', 'msg', p_messages->>'INVALID_SESSION');
        CONTINUE;
      ELSIF s_status[i] <> 'active' THEN
        answers[i] := jsonb_build_object('state', 'PLAYER_DISABLED', 'msg', p_messages->>'PLAYER_DISABLED');
        CONTINUE;
      END IF;
      v_player := s_player[i];
    END IF;

    -- The claim: a transaction id seen before answers as it did, or is refused as a mismatch.
    j := array_position(c_key, k);
    IF j IS NOT NULL THEN
      IF c_status[j] = 'void' AND v_bets THEN
        answers[i] := jsonb_build_object('state', 'TRANSACTION_CANCELLED', 'msg', p_messages->>'TRANSACTION_CANCELLED');
      ELSIF c_hash[j] <> o_hash[i] OR c_kind[j] <> o_kind[i] THEN
        answers[i] := jsonb_build_object('state', 'DUPLICATE_MISMATCH', 'msg', p_messages->>'DUPLICATE_MISMATCH');
      ELSE
        answers[i] := c_response[j];
      END IF;
      CONTINUE;
    END IF;
    j := array_position(b_key, k);
    IF j IS NOT NULL THEN
      j := b_op[j];
      IF o_hash[j] <> o_hash[i] OR o_kind[j] <> o_kind[i] THEN
        answers[i] := jsonb_build_object('state', 'DUPLICATE_MISMATCH', 'msg', p_messages->>'DUPLICATE_MISMATCH');
      ELSE
        answers[i] := answers[j];
      END IF;
      CONTINUE;
    END IF;
    b_key := b_key || k;
    b_op := b_op || i;
    p_claims[i] := true;

    r := array_position(r_key, o_prov[i] || E'\n' || o_round[i]);
    IF NOT v_bets THEN
      v_player := r_player[r];
    END IF;
    w := array_position(w_player, v_player);
    v_balance := w_balance[w];

    IF v_bets THEN
      v_limit := NULL;
      IF v_player = ANY (g_player) THEN
        -- The loss counts this batch's earlier calls of the player, not yet written.
        v_d := array_position(d_player, v_player);
        v_limit := protection_bet_refusal(v_player, s_login_at[i],
                                          o_amount[i] + coalesce(d_loss[v_d], 0), p_at);
      END IF;
      IF r IS NOT NULL AND r_player[r] <> v_player THEN
        v_state := 'INVALID_REQUEST';
      ELSIF r IS NOT NULL AND r_status[r] <> 'open' THEN
        v_state := 'ROUND_SETTLED';
      ELSIF v_limit IS NOT NULL THEN
        v_state := protection_refusal_state(v_limit);
        f_player := f_player || v_player;
        f_detail := f_detail || jsonb_build_object(
          'limit', v_limit,
          'path', CASE WHEN coalesce(r_game[r], o_game[i], s_game[i]) = 'crash' THEN 'crash' ELSE 'bet' END,
          'stakePaise', o_amount[i], 'providerCode', o_prov[i],
          'gameCode', coalesce(r_game[r], o_game[i], s_game[i]), 'transactionId', o_tx[i]);
      ELSIF v_balance - o_amount[i] < 0 THEN
        v_state := 'INSUFFICIENT_FUNDS';
      ELSE
        v_game := coalesce(o_game[i], s_game[i]);
        IF r IS NULL THEN
          r_key := r_key || (o_prov[i] || E'\n' || o_round[i]);
          r_id := r_id || nextval('game_rounds_id_seq');
          r_new := r_new || true;
          r_player := r_player || v_player;
          r_game := r_game || v_game;
          r_status := r_status || 'open'::text;
          r_stake := r_stake || 0::bigint;
          r_win := r_win || 0::bigint;
          r_valid := r_valid || 0::bigint;
          r_settled := r_settled || false;
          r_touched := r_touched || true;
          r := array_length(r_key, 1);
        END IF;
        v_ltx := nextval('ledger_transactions_id_seq');
        t_id := t_id || v_ltx;
        t_key := t_key || ('provider:' || o_prov[i] || ':bet:' || o_tx[i]);
        t_hash := t_hash || o_hash[i];
        t_kind := t_kind || 'game_bet'::text;
        t_record := t_record || 'bet'::text;
        t_player := t_player || v_player;
        t_meta := t_meta || jsonb_build_object('providerCode', o_prov[i], 'roundId', o_round[i],
                                               'gameCode', coalesce(r_game[r], v_game));
        v_balance := v_balance - o_amount[i];
        w_balance[w] := v_balance;
        e_tx := e_tx || ARRAY[v_ltx, v_ltx];
        e_account := e_account || ARRAY[w_id[w], o_house[i]];
        e_amount := e_amount || ARRAY[-o_amount[i], o_amount[i]];
        e_after := e_after || ARRAY[v_balance, NULL];
        r_stake[r] := r_stake[r] + o_amount[i];
        r_touched[r] := true;
        v_d := array_position(d_player, v_player);
        IF v_d IS NULL THEN
          d_player := d_player || v_player;
          d_loss := d_loss || 0::bigint;
          v_d := array_length(d_player, 1);
        END IF;
        d_loss[v_d] := d_loss[v_d] + o_amount[i];
        v_answer := jsonb_build_object('state', '200', 'resultData', jsonb_build_object(
          'balancePaise', v_balance, 'currency', 'INR', 'transactionId', o_tx[i],
          'platformTransactionId', v_ltx::text));
      END IF;
    END IF;
    IF v_wins AND v_state IS NULL THEN
      -- A win: the round, not the session, names the player.
      IF r IS NULL OR w IS NULL THEN
        v_answer := jsonb_build_object('state', 'UNKNOWN_ROUND', 'msg', p_messages->>'UNKNOWN_ROUND');
      ELSIF r_status[r] <> 'open' THEN
        v_state := 'ROUND_SETTLED';
      ELSE
        v_ltx := NULL;
        IF o_amount[i] > 0 THEN
          v_ltx := nextval('ledger_transactions_id_seq');
          t_id := t_id || v_ltx;
          t_key := t_key || ('provider:' || o_prov[i] || ':win:' || o_tx[i]);
          t_hash := t_hash || o_hash[i];
          t_kind := t_kind || 'game_win'::text;
          t_record := t_record || 'win'::text;
          t_player := t_player || v_player;
          t_meta := t_meta || jsonb_build_object('providerCode', o_prov[i], 'roundId', o_round[i],
                                                 'gameCode', r_game[r]);
          v_balance := v_balance + o_amount[i];
          w_balance[w] := v_balance;
          e_tx := e_tx || ARRAY[v_ltx, v_ltx];
          e_account := e_account || ARRAY[o_house[i], w_id[w]];
          e_amount := e_amount || ARRAY[-o_amount[i], o_amount[i]];
          e_after := e_after || ARRAY[NULL, v_balance];
          v_d := array_position(d_player, v_player);
          IF v_d IS NULL THEN
            d_player := d_player || v_player;
            d_loss := d_loss || 0::bigint;
            v_d := array_length(d_player, 1);
          END IF;
          d_loss[v_d] := d_loss[v_d] - o_amount[i];
        END IF;
        IF o_closed[i] THEN
          v_valid := CASE WHEN r_stake[r] = 0 OR r_win[r] + o_amount[i] = r_stake[r]
                          THEN 0 ELSE r_stake[r] END;
          r_status[r] := 'settled';
          r_valid[r] := v_valid;
          r_settled[r] := true;
          w_wager[w] := greatest(0, w_wager[w] - v_valid);
        END IF;
        r_win[r] := r_win[r] + o_amount[i];
        r_touched[r] := true;
        v_answer := jsonb_build_object('state', '200', 'resultData', jsonb_build_object(
          'balancePaise', v_balance, 'currency', 'INR', 'transactionId', o_tx[i],
          'platformTransactionId', v_ltx::text));
      END IF;
    END IF;

    IF v_answer IS NULL THEN
      v_answer := jsonb_build_object('state', v_state, 'msg', p_messages->>v_state, 'resultData',
        jsonb_build_object('balancePaise', v_balance, 'currency', 'INR'));
    END IF;
    answers[i] := v_answer;
    p_status[i] := CASE WHEN v_answer->>'state' = '200' THEN 'ok' ELSE 'refused' END;
    p_player[i] := v_player;
  END LOOP;

  -- One write per table.
  IF t_id IS NOT NULL THEN
    INSERT INTO ledger_transactions (id, idempotency_key, request_hash, kind, record_type, player_id, metadata)
    SELECT * FROM unnest(t_id, t_key, t_hash, t_kind, t_record, t_player, t_meta);
    INSERT INTO ledger_entries (transaction_id, account_id, amount_paise, balance_after_paise)
    SELECT * FROM unnest(e_tx, e_account, e_amount, e_after);
  END IF;
  UPDATE ledger_accounts a SET balance_paise = u.balance, wager_remaining_paise = u.wager
  FROM unnest(w_id, w_balance, w_wager, w_start, w_start_wager) AS u(id, balance, wager, was, was_wager)
  WHERE a.id = u.id AND (u.balance <> u.was OR u.wager IS DISTINCT FROM u.was_wager);
  INSERT INTO game_rounds (id, provider_code, round_id, player_id, game_code, stake_paise, win_paise)
  SELECT u.id, split_part(u.key, E'\n', 1), substr(u.key, strpos(u.key, E'\n') + 1), u.player,
         u.game, u.stake, u.win
  FROM unnest(r_key, r_id, r_new, r_player, r_game, r_stake, r_win)
       AS u(key, id, new, player, game, stake, win)
  WHERE u.new ORDER BY u.id;
  -- Settling is an update of the status (the ranking trigger of migration 0024 counts it).
  UPDATE game_rounds g
  SET stake_paise = u.stake, win_paise = u.win, status = u.status,
      valid_bet_paise = u.valid, settled_at = CASE WHEN u.settled THEN now() ELSE g.settled_at END
  FROM unnest(r_id, r_new, r_touched, r_settled, r_status, r_stake, r_win, r_valid)
       AS u(id, new, touched, settled, status, stake, win, valid)
  WHERE g.id = u.id AND u.touched AND (u.settled OR NOT u.new);
  INSERT INTO protection_loss_days AS d (player_id, day, loss_paise)
  SELECT u.player, ((p_at AT TIME ZONE 'UTC') + platform_utc_offset())::date, u.loss
  FROM unnest(d_player, d_loss) AS u(player, loss)
  WHERE u.loss <> 0 ORDER BY u.player
  ON CONFLICT (player_id, day) DO UPDATE SET loss_paise = d.loss_paise + excluded.loss_paise;
  INSERT INTO protection_events (player_id, kind, detail, actor, created_at)
  SELECT u.player, 'limit.refused', u.detail, 'system', p_at
  FROM unnest(f_player, f_detail) AS u(player, detail);
  INSERT INTO provider_transactions
    (provider_code, transaction_id, kind, round_id, player_id, amount_paise, request_hash, status, response)
  SELECT u.prov, u.tx, u.kind, u.round, u.player, u.amount, u.hash, u.status, u.answer
  FROM unnest(o_prov, o_tx, o_kind, o_round, p_player, o_amount, o_hash, p_status, answers, p_claims)
       AS u(prov, tx, kind, round, player, amount, hash, status, answer, claims)
  WHERE u.claims ORDER BY u.prov, u.tx;
  RETURN to_jsonb(answers);
END;
$$;
--> statement-breakpoint
-- As migration 0050, with the protections (above).
CREATE FUNCTION provider_bet_win(
  p_provider text, p_session_hash text, p_tx text, p_round text, p_game text,
  p_house bigint, p_stake bigint, p_win bigint, p_hash text, p_messages jsonb, p_idle_secs float8,
  p_at timestamptz
) RETURNS jsonb LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_player bigint;
  v_login bigint;
  v_login_stale boolean;
  v_login_at timestamptz;
  v_limit text;
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
           l.last_seen_at < now() - interval '1 minute', l.created_at
    INTO v_player, p_game, v_status, v_login, v_login_stale, v_login_at
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
  -- The wallet locked before the protections read the player's loss (ledger_post locks it anyway).
  SELECT balance_paise INTO v_balance FROM ledger_accounts WHERE id = v_wallet FOR UPDATE;
  v_limit := protection_bet_refusal(v_player, v_login_at, p_stake, p_at);

  IF v_round.id IS NOT NULL AND v_round.player_id <> v_player THEN
    v_state := 'INVALID_REQUEST';
  ELSIF v_round.id IS NOT NULL AND v_round.status <> 'open' THEN
    v_state := 'ROUND_SETTLED';
  ELSIF v_limit IS NOT NULL THEN
    v_state := protection_refusal_state(v_limit);
    INSERT INTO protection_events (player_id, kind, detail, actor, created_at)
    VALUES (v_player, 'limit.refused', jsonb_build_object(
      'limit', v_limit,
      'path', CASE WHEN coalesce(v_round.game_code, p_game) = 'crash' THEN 'crash' ELSE 'bet' END,
      'stakePaise', p_stake, 'providerCode', p_provider,
      'gameCode', coalesce(v_round.game_code, p_game), 'transactionId', p_tx), 'system', p_at);
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
      PERFORM protection_count_loss(v_player, p_stake - p_win, p_at);
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
