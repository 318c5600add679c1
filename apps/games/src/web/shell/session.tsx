import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { ApiError, apiRequest, errorCodeOf, type ErrorCode } from '../lib/api';
import type { Launch } from '../lib/launch';
import { timeOfDay } from '@khel/contract/dates';
import { formatMoney } from '../lib/money';
import { DEFAULT_RTP } from '../lib/rtp';
import type { Fairness, GameCode, Limits, SessionInfo } from '../lib/types';
import { ErrorView, LoadingView } from './States';

/** What every game page (Crash included) gets from the shell through `useGameSession()`. */
export interface GameSession {
  game: GameCode;
  currencySign: string;
  player: SessionInfo['player'];
  limits: Limits;
  rtp: number;
  balance: number;
  fairness: Fairness;
  /** Authorized call to /games/api<path>; an expired session switches the page to its error view. */
  api: <T>(path: string, body?: unknown) => Promise<T>;
  refreshBalance: () => Promise<void>;
  /** After a bet: the balance it answered and the nonce it used (the next one is nonce + 1). */
  recordBet: (update: { balance?: number; nonce?: number }) => void;
  setFairness: (fairness: Fairness) => void;
  /** Bumped by recordBet; the history list reloads when it changes. */
  betCount: number;
  money: (value: number) => string;
  /** A time of day on the platform's clock (lib/clock.ts). */
  timeOfDay: (iso: string) => string;
}

const SessionContext = createContext<GameSession | null>(null);

export function useGameSession(): GameSession {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useGameSession outside <SessionProvider>');
  return session;
}

const storageKey = (launchToken: string) => `khel-games:session:${launchToken}`;

function readStored(launchToken: string): SessionInfo | null {
  try {
    const raw = sessionStorage.getItem(storageKey(launchToken));
    return raw ? (JSON.parse(raw) as SessionInfo) : null;
  } catch {
    return null;
  }
}

// One exchange per launch token and attempt even if the effect runs twice (StrictMode, quick
// remounts): the token is single-use, a second POST would be refused. Try again is the next
// attempt.
const exchanges = new Map<string, Promise<SessionInfo>>();
function exchangeLaunchToken(
  launchToken: string,
  game: GameCode,
  attempt: number,
): Promise<SessionInfo> {
  const key = `${launchToken}#${attempt}`;
  let pending = exchanges.get(key);
  if (!pending) {
    pending = apiRequest<SessionInfo>('/session', { body: { launchToken, game } });
    exchanges.set(key, pending);
  }
  return pending;
}

/**
 * Starts the launch token's exchange at once (main.tsx), beside the download of the game's code
 * and words rather than after them: the provider takes this answer (its first attempt) when it
 * mounts, whatever it was. One round trip less before the game shows (Lighthouse's LCP of a game
 * page, docs/architecture.md §7).
 */
export function startSessionExchange(launch: Launch) {
  if (!launch.launchToken || readStored(launch.launchToken)) return;
  exchangeLaunchToken(launch.launchToken, launch.game, 0).catch(() => undefined);
}

type Status = { kind: 'loading' } | { kind: 'ready' } | { kind: 'error'; code: ErrorCode };

export interface SessionProviderProps {
  launch: Launch;
  children: ReactNode;
}

/**
 * Exchanges the one-time launch token for a games session. The session is kept in sessionStorage
 * under the launch token, so reloading the iframe (same URL, token already spent) keeps playing.
 */
export function SessionProvider({ launch, children }: SessionProviderProps) {
  const [status, setStatus] = useState<Status>({ kind: 'loading' });
  const [info, setInfo] = useState<SessionInfo | null>(null);
  const [balance, setBalance] = useState(0);
  const [fairness, setFairness] = useState<Fairness | null>(null);
  const [betCount, setBetCount] = useState(0);
  const [attempt, setAttempt] = useState(0);
  const tokenRef = useRef<string | null>(null);
  const refreshTimer = useRef<number | undefined>(undefined);

  const api = useCallback(
    async <T,>(path: string, body?: unknown): Promise<T> => {
      try {
        return await apiRequest<T>(path, { body, sessionToken: tokenRef.current });
      } catch (error) {
        if (error instanceof ApiError && error.code === 'UNAUTHORIZED') {
          if (launch.launchToken) sessionStorage.removeItem(storageKey(launch.launchToken));
          setStatus({ kind: 'error', code: 'UNAUTHORIZED' });
        }
        throw error;
      }
    },
    [launch.launchToken],
  );

  const refreshBalance = useCallback(async () => {
    const answer = await api<{ balance: number }>('/balance');
    setBalance(answer.balance);
  }, [api]);

  useEffect(() => {
    const launchToken = launch.launchToken;
    if (!launchToken) {
      setStatus({ kind: 'error', code: 'UNAUTHORIZED' });
      return;
    }
    let cancelled = false;
    const start = (session: SessionInfo) => {
      tokenRef.current = session.sessionToken;
      setInfo(session);
      setBalance(session.balance);
      setFairness(session.fairness);
      setStatus({ kind: 'ready' });
    };
    const stored = readStored(launchToken);
    if (stored) {
      start(stored);
      // The stored balance and nonce are from the earlier load; ask for today's.
      void refreshBalance().catch(() => undefined);
      void api<Fairness>('/fairness')
        .then((current) => !cancelled && setFairness(current))
        .catch(() => undefined);
    } else {
      setStatus({ kind: 'loading' });
      exchangeLaunchToken(launchToken, launch.game, attempt)
        .then((session) => {
          if (cancelled) return;
          sessionStorage.setItem(storageKey(launchToken), JSON.stringify(session));
          start(session);
        })
        .catch((error: unknown) => {
          if (!cancelled) setStatus({ kind: 'error', code: errorCodeOf(error) });
        });
    }
    return () => {
      cancelled = true;
    };
  }, [launch.launchToken, launch.game, attempt, api, refreshBalance]);

  // Deposits happen outside the iframe: refresh when the player comes back to the tab.
  useEffect(() => {
    if (status.kind !== 'ready') return;
    const onVisible = () => {
      if (document.visibilityState === 'visible') void refreshBalance().catch(() => undefined);
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [status.kind, refreshBalance]);

  useEffect(() => () => window.clearTimeout(refreshTimer.current), []);

  const recordBet = useCallback(
    (update: { balance?: number; nonce?: number }) => {
      if (update.balance !== undefined) setBalance(update.balance);
      if (update.nonce !== undefined) {
        const next = update.nonce + 1;
        setFairness((f) => (f && f.nonce < next ? { ...f, nonce: next } : f));
      }
      setBetCount((n) => n + 1);
      // One wallet read after a burst of bets (auto-bet) rather than after every one.
      window.clearTimeout(refreshTimer.current);
      refreshTimer.current = window.setTimeout(
        () => void refreshBalance().catch(() => undefined),
        1500,
      );
    },
    [refreshBalance],
  );

  const value = useMemo<GameSession | null>(() => {
    if (!info || !fairness) return null;
    return {
      game: launch.game,
      currencySign: launch.currencySign,
      player: info.player,
      limits: info.limits,
      rtp: info.rtp ?? DEFAULT_RTP,
      balance,
      fairness,
      api,
      refreshBalance,
      recordBet,
      setFairness,
      betCount,
      money: (amount: number) => formatMoney(amount, launch.currencySign),
      timeOfDay: (iso: string) => {
        const time = Date.parse(iso);
        return Number.isNaN(time) ? '' : timeOfDay(time, launch.offsetMinutes);
      },
    };
  }, [info, fairness, balance, betCount, launch, api, refreshBalance, recordBet]);

  if (status.kind === 'error') {
    return <ErrorView code={status.code} onRetry={() => setAttempt((n) => n + 1)} />;
  }
  if (status.kind === 'loading' || !value) return <LoadingView />;
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
