import { useCallback, useEffect, useRef, useState } from 'react';
import { errorCodeOf, type ErrorCode } from '../lib/api';
import { addNet } from '../lib/money';
import { autoStopAfter, type AutoBetLimits, type AutoStopReason } from './autoStop';

export interface RoundOutcome {
  amount: number;
  payout: number;
}

export interface AutoBetState {
  running: boolean;
  played: number;
  net: number;
  stopped: { reason: AutoStopReason; code?: ErrorCode } | null;
  start: (limits: AutoBetLimits) => void;
  stop: () => void;
}

/** Pause between auto bets so each result is seen. */
const AUTO_DELAY_MS = 450;

/** Plays `playRound` repeatedly until a limit is reached, the player stops, or a bet fails. */
export function useAutoBet(playRound: () => Promise<RoundOutcome>): AutoBetState {
  const [running, setRunning] = useState(false);
  const [played, setPlayed] = useState(0);
  const [net, setNet] = useState(0);
  const [stopped, setStopped] = useState<AutoBetState['stopped']>(null);
  const playRef = useRef(playRound);
  const activeRef = useRef(false);
  playRef.current = playRound;

  useEffect(() => () => void (activeRef.current = false), []);

  const start = useCallback((limits: AutoBetLimits) => {
    if (activeRef.current) return;
    activeRef.current = true;
    setRunning(true);
    setStopped(null);
    setPlayed(0);
    setNet(0);
    void (async () => {
      let count = 0;
      let total = 0;
      let reason: AutoStopReason | null = null;
      let code: ErrorCode | undefined;
      while (activeRef.current && reason === null) {
        try {
          const outcome = await playRef.current();
          count += 1;
          total = addNet(total, outcome.payout, outcome.amount);
          setPlayed(count);
          setNet(total);
          reason = autoStopAfter(limits, count, total);
        } catch (error) {
          reason = 'error';
          code = errorCodeOf(error);
        }
        if (reason === null) await new Promise((r) => window.setTimeout(r, AUTO_DELAY_MS));
      }
      activeRef.current = false;
      setRunning(false);
      setStopped({ reason: reason ?? 'user', code });
    })();
  }, []);

  const stop = useCallback(() => {
    activeRef.current = false;
  }, []);

  return { running, played, net, stopped, start, stop };
}
