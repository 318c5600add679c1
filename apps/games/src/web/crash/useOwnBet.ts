import { useCallback, useEffect, useRef, useState } from 'react';
import { errorCodeOf, type ErrorCode } from '../lib/api';
import { useGameSession } from '../shell/session';
import { roundOfBet, type CrashBet, type CrashState } from './types';

export interface OwnBet {
  /** The player's bet in the round on screen (null: none). */
  bet: CrashBet | null;
  /** Its live status from the feed (auto cash-outs show up here). */
  status: CrashBet['status'] | null;
  cashoutAt: number | null;
  payout: number;
  busy: boolean;
  error: ErrorCode | null;
  /** A bet waiting for the next betting phase. */
  queued: { amount: number; autoCashout: number | null } | null;
  place: (amount: number, autoCashout: number | null) => void;
  cashOut: () => void;
  setQueued: (queued: OwnBet['queued']) => void;
}

/** The player's own bet: placing, queuing for the next round, cashing out, following the feed. */
export function useOwnBet(state: CrashState | null): OwnBet {
  const { api, recordBet } = useGameSession();
  const [bet, setBet] = useState<CrashBet | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ErrorCode | null>(null);
  const [queued, setQueued] = useState<OwnBet['queued']>(null);
  const round = state?.round ?? null;

  // After a reload or a reconnect: the bet this player already has in the round.
  useEffect(() => {
    api<{ bet: CrashBet | null }>('/crash/current')
      .then((answer) => answer.bet && setBet(answer.bet))
      .catch(() => undefined);
  }, [api]);

  const place = useCallback(
    (amount: number, autoCashout: number | null) => {
      setBusy(true);
      setError(null);
      api<{ bet: CrashBet; balance: number | null }>('/crash/bet', { amount, autoCashout })
        .then((answer) => {
          setBet(answer.bet);
          recordBet(answer.balance === null ? {} : { balance: answer.balance });
        })
        .catch((e: unknown) => setError(errorCodeOf(e)))
        .finally(() => setBusy(false));
    },
    [api, recordBet],
  );

  const cashOut = useCallback(() => {
    setBusy(true);
    setError(null);
    api<{ bet: CrashBet; balance: number | null }>('/crash/cashout')
      .then((answer) => {
        setBet(answer.bet);
        recordBet(answer.balance === null ? {} : { balance: answer.balance });
      })
      .catch((e: unknown) => setError(errorCodeOf(e)))
      .finally(() => setBusy(false));
  }, [api, recordBet]);

  // A queued bet goes in as soon as the next round takes bets.
  const roundNo = round?.roundNo ?? null;
  const taking = round?.status === 'betting';
  useEffect(() => {
    if (!queued || !taking || busy) return;
    setQueued(null);
    place(queued.amount, queued.autoCashout);
  }, [queued, taking, roundNo, busy, place]);

  const current = bet && round && roundOfBet(bet.id) === round.roundNo ? bet : null;
  const live = current ? state?.players.find((p) => p.betId === current.id) : undefined;
  const status = live?.status ?? current?.status ?? null;

  // The round ended with the player in it (lost, or an auto cash-out paid): re-read the balance.
  const settledKey =
    current && (status === 'cashed_out' || round?.status !== 'running')
      ? `${current.id}:${status}:${round?.status}`
      : null;
  const lastKey = useRef<string | null>(null);
  useEffect(() => {
    if (!settledKey || settledKey === lastKey.current) return;
    const wasAuto = status === 'cashed_out' && current?.status === 'placed';
    const ended = round?.status === 'crashed' || round?.status === 'cancelled';
    lastKey.current = settledKey;
    if (wasAuto || ended) recordBet({});
  }, [settledKey, status, current, round?.status, recordBet]);

  return {
    bet: current,
    status,
    cashoutAt: live?.cashoutAt ?? current?.params.cashoutAt ?? null,
    payout: live?.payout ?? current?.payout ?? 0,
    busy,
    error,
    queued,
    place,
    cashOut,
    setQueued,
  };
}
