-- provider_batch as in migration 0068 (with migration 0069's plan_cache_mode), but it counts
-- and enforces the per-player bet limit itself (p_bet_limit: RATE_BET_PLAYER a minute), in the
-- batch's transaction. Before, every bet and betWin waited for a statement of its own first (the
-- rate-limit store's upsert), one more round trip and commit before the batch:
-- under bench:games at 750 bets/s, 3.5 ms of a bet's 29 at the median and 26 at the 99th
-- percentile. The count is the same row of rate_limit_counters, now written with the bets it
-- counts (docs/architecture.md §3).
DROP FUNCTION provider_batch(jsonb, jsonb, float8, timestamptz);
--> statement-breakpoint
CREATE FUNCTION provider_batch(p_ops jsonb, p_messages jsonb, p_idle_secs float8, p_at timestamptz,
                               p_bet_limit int)
RETURNS jsonb LANGUAGE plpgsql VOLATILE
SET enable_seqscan = off SET enable_hashjoin = off SET enable_mergejoin = off
SET plan_cache_mode = force_generic_plan
AS $$
DECLARE
  n int := jsonb_array_length(p_ops);
  o_kind text[]; o_prov text[]; o_tx text[]; o_round text[]; o_game text[]; o_sess text[];
  o_house bigint[]; o_amount bigint[]; o_closed boolean[]; o_hash text[]; o_win bigint[];
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
  t_id bigint[]; t_key text[]; t_kind text[]; t_record text[]; t_player bigint[];
  t_meta jsonb[];
  e_tx bigint[]; e_account bigint[]; e_amount bigint[]; e_after bigint[];
  p_status text[]; p_player bigint[]; p_claims boolean[];
  answers jsonb[];
  -- the players with protection settings; the loss each player's calls added (stakes − wins),
  -- written at the end; the refusals by a protection, recorded as events
  g_player bigint[]; d_player bigint[]; d_loss bigint[]; f_player bigint[]; f_detail jsonb[];
  v_limit text; v_d int;
  -- the platform's calendar day of p_at, for the loss days (read once, not per row)
  v_day date := ((p_at AT TIME ZONE 'UTC') + platform_utc_offset())::date;
  i int; j int; w int; r int; k text; v_player bigint; v_balance bigint; v_state text;
  v_answer jsonb; v_ltx bigint; v_valid bigint; v_game text;
  -- a betWin's: its win amount (a win's is o_amount), its stake's ledger transaction
  v_win bigint; v_bet_ltx bigint;
  -- what a call does: a bet part, a win part (a bet-and-settle call would do both, in that order)
  v_bets boolean; v_wins boolean;
  -- the bets per player per minute: the players with new bets in the batch, how many each, the
  -- player's count in this minute with them, and how many of them the loop has met so far
  l_player bigint[]; l_count int[]; l_total int[]; l_seen int[]; v_l int;
BEGIN
  SELECT array_agg(e.op->>'k' ORDER BY e.n), array_agg(e.op->>'p' ORDER BY e.n),
         array_agg(e.op->>'t' ORDER BY e.n), array_agg(e.op->>'r' ORDER BY e.n),
         array_agg(e.op->>'g' ORDER BY e.n), array_agg(e.op->>'s' ORDER BY e.n),
         array_agg((e.op->>'h')::bigint ORDER BY e.n), array_agg((e.op->>'a')::bigint ORDER BY e.n),
         array_agg(coalesce((e.op->>'c')::boolean, false) ORDER BY e.n),
         array_agg(e.op->>'q' ORDER BY e.n), array_agg((e.op->>'w')::bigint ORDER BY e.n)
  INTO o_kind, o_prov, o_tx, o_round, o_game, o_sess, o_house, o_amount, o_closed, o_hash, o_win
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
    WHERE o.kind IN ('bet', 'betWin') AND s.session_token_hash = o.sess AND s.provider_code = o.prov
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

  -- The bets per player per minute (RATE_BET_PLAYER, p_bet_limit), counted in the rate-limit
  -- counters as the platform's other limits are (key provider-bet:player:<id>, 60 s windows), in
  -- this transaction: every new bet or betWin of a live session counts, those refused by the
  -- limit too; a replay of a known transaction id does not. Taken after the wallets, in key
  -- order: two batches of one player meet at the wallet first. The minute is p_at's, the
  -- batch's time that the protections count by too, so a test pins it with the API's clock
  -- instead of racing a minute's end.
  FOR i IN 1..n LOOP
    IF o_kind[i] IN ('bet', 'betWin') AND s_status[i] = 'active'
       AND array_position(c_key, o_prov[i] || E'\n' || o_tx[i]) IS NULL THEN
      v_l := array_position(l_player, s_player[i]);
      IF v_l IS NULL THEN
        l_player := l_player || s_player[i];
        l_count := l_count || 1;
      ELSE
        l_count[v_l] := l_count[v_l] + 1;
      END IF;
    END IF;
  END LOOP;
  IF l_player IS NOT NULL THEN
    WITH counted AS (
      INSERT INTO rate_limit_counters AS c (key, window_start, hits)
      SELECT 'provider-bet:player:' || u.player,
             to_timestamp(floor(extract(epoch FROM p_at) / 60) * 60), u.count
      FROM unnest(l_player, l_count) AS u(player, count)
      ORDER BY 1
      ON CONFLICT (key, window_start) DO UPDATE SET hits = c.hits + excluded.hits
      RETURNING c.key, c.hits)
    SELECT array_agg(k.hits ORDER BY u.n) INTO l_total
    FROM unnest(l_player) WITH ORDINALITY AS u(player, n)
    JOIN counted k ON k.key = 'provider-bet:player:' || u.player;
    l_seen := array_fill(0, ARRAY[array_length(l_player, 1)]);
  END IF;

  p_status := array_fill(NULL::text, ARRAY[n]);
  p_player := array_fill(NULL::bigint, ARRAY[n]);
  p_claims := array_fill(false, ARRAY[n]);
  answers := array_fill(NULL::jsonb, ARRAY[n]);

  FOR i IN 1..n LOOP
    v_answer := NULL;
    v_state := NULL;
    k := o_prov[i] || E'\n' || o_tx[i];
    v_player := NULL;
    v_bets := o_kind[i] IN ('bet', 'betWin');
    v_wins := o_kind[i] IN ('win', 'betWin');
    IF NOT (v_bets OR v_wins) THEN
      RAISE EXCEPTION 'provider_batch: unknown kind %', o_kind[i];
    END IF;
    v_win := CASE WHEN o_kind[i] = 'betWin' THEN o_win[i] ELSE o_amount[i] END;
    v_bet_ltx := NULL;
    -- A betWin replayed answers as it did whatever happened to its session since (the claim
    -- below), as provider_bet_win did.
    IF v_bets AND NOT (o_kind[i] = 'betWin' AND array_position(c_key, k) IS NOT NULL) THEN
      IF s_player[i] IS NULL THEN
        answers[i] := jsonb_build_object('state', 'INVALID_SESSION', 'msg', p_messages->>'INVALID_SESSION');
        CONTINUE;
      ELSIF s_status[i] <> 'active' THEN
        answers[i] := jsonb_build_object('state', 'PLAYER_DISABLED', 'msg', p_messages->>'PLAYER_DISABLED');
        CONTINUE;
      END IF;
    END IF;
    IF v_bets THEN
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
    -- Over the limit: refused with nothing claimed, so the same call may come again later.
    v_l := CASE WHEN v_bets THEN array_position(l_player, v_player) END;
    IF v_l IS NOT NULL THEN
      l_seen[v_l] := l_seen[v_l] + 1;
      IF l_total[v_l] - l_count[v_l] + l_seen[v_l] > p_bet_limit THEN
        answers[i] := jsonb_build_object('state', 'TOO_MANY_BETS',
          'msg', p_messages->>'TOO_MANY_BETS', 'resultData', jsonb_build_object(
            'balancePaise', w_balance[array_position(w_player, v_player)], 'currency', 'INR'));
        CONTINUE;
      END IF;
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
        t_kind := t_kind || 'game_bet'::text;
        t_record := t_record || 'bet'::text;
        t_player := t_player || v_player;
        t_meta := t_meta || jsonb_build_object('roundId', o_round[i], 'gameCode', coalesce(r_game[r], v_game));
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
        v_bet_ltx := v_ltx;
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
        IF v_win > 0 THEN
          v_ltx := nextval('ledger_transactions_id_seq');
          t_id := t_id || v_ltx;
          t_key := t_key || ('provider:' || o_prov[i] || ':win:' || o_tx[i]);
          t_kind := t_kind || 'game_win'::text;
          t_record := t_record || 'win'::text;
          t_player := t_player || v_player;
          t_meta := t_meta || jsonb_build_object('roundId', o_round[i], 'gameCode', r_game[r]);
          v_balance := v_balance + v_win;
          w_balance[w] := v_balance;
          e_tx := e_tx || ARRAY[v_ltx, v_ltx];
          e_account := e_account || ARRAY[o_house[i], w_id[w]];
          e_amount := e_amount || ARRAY[-v_win, v_win];
          e_after := e_after || ARRAY[NULL, v_balance];
          v_d := array_position(d_player, v_player);
          IF v_d IS NULL THEN
            d_player := d_player || v_player;
            d_loss := d_loss || 0::bigint;
            v_d := array_length(d_player, 1);
          END IF;
          d_loss[v_d] := d_loss[v_d] - v_win;
        END IF;
        IF o_closed[i] OR o_kind[i] = 'betWin' THEN
          v_valid := CASE WHEN r_stake[r] = 0 OR r_win[r] + v_win = r_stake[r]
                          THEN 0 ELSE r_stake[r] END;
          r_status[r] := 'settled';
          r_valid[r] := v_valid;
          r_settled[r] := true;
          w_wager[w] := greatest(0, w_wager[w] - v_valid);
        END IF;
        r_win[r] := r_win[r] + v_win;
        r_touched[r] := true;
        v_answer := jsonb_build_object('state', '200', 'resultData', jsonb_build_object(
          'balancePaise', v_balance, 'currency', 'INR', 'transactionId', o_tx[i],
          'platformTransactionId', v_ltx::text));
        IF o_kind[i] = 'betWin' THEN
          v_answer := jsonb_build_object('state', '200', 'resultData', jsonb_build_object(
            'balancePaise', v_balance, 'currency', 'INR', 'transactionId', o_tx[i],
            'platformTransactionId', v_bet_ltx::text, 'winPlatformTransactionId', v_ltx::text));
        END IF;
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
    -- request_hash '': the call's claim in provider_transactions holds its hash (what a replay is
    -- compared with); the ledger keeps no second copy. metadata: round and game (the provider is
    -- in the key and the house account).
    INSERT INTO ledger_transactions (id, idempotency_key, request_hash, kind, record_type, player_id, metadata)
    SELECT u.id, u.key, '', u.kind, u.record, u.player, u.meta
    FROM unnest(t_id, t_key, t_kind, t_record, t_player, t_meta) AS u(id, key, kind, record, player, meta);
    INSERT INTO ledger_entries (transaction_id, account_id, amount_paise, balance_after_paise)
    SELECT * FROM unnest(e_tx, e_account, e_amount, e_after);
  END IF;
  UPDATE ledger_accounts a SET balance_paise = u.balance, wager_remaining_paise = u.wager
  FROM unnest(w_id, w_balance, w_wager, w_start, w_start_wager) AS u(id, balance, wager, was, was_wager)
  WHERE a.id = u.id AND (u.balance <> u.was OR u.wager IS DISTINCT FROM u.was_wager);
  -- A round the batch opened is written once, as the batch leaves it (settled already when a win
  -- or a betWin of the batch closed it); the others are updated. The ranking triggers (migration
  -- 0067) count the rounds either statement settled.
  -- Each only when it has rows: the ranking triggers are per statement and run for none as well.
  IF true = ANY (r_new) THEN
    INSERT INTO game_rounds (id, provider_code, round_id, player_id, game_code, stake_paise,
                             win_paise, status, valid_bet_paise, settled_at)
    SELECT u.id, split_part(u.key, E'\n', 1), substr(u.key, strpos(u.key, E'\n') + 1), u.player,
           u.game, u.stake, u.win, u.status, u.valid, CASE WHEN u.settled THEN now() END
    FROM unnest(r_key, r_id, r_new, r_player, r_game, r_stake, r_win, r_status, r_valid, r_settled)
         AS u(key, id, new, player, game, stake, win, status, valid, settled)
    WHERE u.new ORDER BY u.id;
  END IF;
  IF EXISTS (SELECT FROM unnest(r_new, r_touched) AS u(new, touched) WHERE u.touched AND NOT u.new) THEN
    UPDATE game_rounds g
    SET stake_paise = u.stake, win_paise = u.win, status = u.status,
        valid_bet_paise = u.valid, settled_at = CASE WHEN u.settled THEN now() ELSE g.settled_at END
    FROM unnest(r_id, r_new, r_touched, r_settled, r_status, r_stake, r_win, r_valid)
         AS u(id, new, touched, settled, status, stake, win, valid)
    WHERE g.id = u.id AND u.touched AND NOT u.new;
  END IF;
  INSERT INTO protection_loss_days AS d (player_id, day, loss_paise)
  SELECT u.player, v_day, u.loss
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
