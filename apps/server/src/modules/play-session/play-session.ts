import type { RealityCheckAnswer, TPlaySession, TRealityCheckResponse } from '@khel/contract';
import { toRupees } from '@khel/contract/money';
import { revokeSessionById, type AuthedPlayer } from '../accounts';
import { gameResultSincePaise } from '../wallet';
import type { PlaySessionDeps } from './deps';
import { insertPlayerEvent, readCheckState, recordContinue, type CheckState } from './store';

const MINUTE_MS = 60_000;
const secondsUntil = (from: number, to: number) => Math.max(0, Math.ceil((to - from) / 1000));

/** What the session is at `at`: played time, result, the next check and the limit's end. */
export function describeSession(
  authed: Pick<AuthedPlayer, 'sessionStartedAt' | 'sessionEndsAt'>,
  check: CheckState,
  netResultPaise: bigint,
  at: Date,
): TPlaySession {
  const now = at.getTime();
  const started = authed.sessionStartedAt.getTime();
  const nextCheck = (check.answeredAtMs ?? started) + check.realityCheckMinutes * MINUTE_MS;
  const ends = authed.sessionEndsAt?.getTime() ?? null;
  return {
    startedAt: authed.sessionStartedAt.toISOString(),
    serverTime: at.toISOString(),
    playedSeconds: Math.max(0, Math.floor((now - started) / 1000)),
    netResult: toRupees(netResultPaise),
    realityCheckMinutes: check.realityCheckMinutes,
    realityCheckDue: now >= nextCheck,
    nextRealityCheckAt: new Date(nextCheck).toISOString(),
    nextRealityCheckInSeconds: secondsUntil(now, nextCheck),
    sessionLimitMinutes: ends === null ? null : Math.round((ends - started) / MINUTE_MS),
    sessionEndsAt: ends === null ? null : new Date(ends).toISOString(),
    sessionEndsInSeconds: ends === null ? null : secondsUntil(now, ends),
  };
}

async function readSession(deps: PlaySessionDeps, authed: AuthedPlayer, at: Date) {
  const playerId = authed.player.id;
  const [check, netResultPaise] = await Promise.all([
    readCheckState(deps.db, playerId, authed.sessionId),
    gameResultSincePaise(deps.db, playerId, authed.sessionStartedAt),
  ]);
  return { check, netResultPaise, session: describeSession(authed, check, netResultPaise, at) };
}

/** The logged-in player's session as play (the app's reality-check and session-limit clock). */
export async function readPlaySession(deps: PlaySessionDeps, authed: AuthedPlayer) {
  return (await readSession(deps, authed, deps.now())).session;
}

/**
 * The player's answer to a reality check. 'continue' while a check is due records it
 * (`reality_check.continue`) and moves the next one an interval on; otherwise it changes nothing
 * (the check was answered already, in another tab). 'stop' ends the login session with its
 * `reality_check.stop` event in one transaction, whether a check was due or not.
 */
export async function answerRealityCheck(
  deps: PlaySessionDeps,
  authed: AuthedPlayer,
  answer: RealityCheckAnswer,
): Promise<TRealityCheckResponse> {
  const at = deps.now();
  const playerId = authed.player.id;
  const { session, netResultPaise } = await readSession(deps, authed, at);
  const detail = {
    sessionId: String(authed.sessionId),
    playedSeconds: session.playedSeconds,
    netResultPaise: netResultPaise.toString(),
  };
  if (answer === 'stop') {
    await deps.db.transaction(async (tx) => {
      if (!(await revokeSessionById(tx, authed.sessionId, 'reality check stop'))) return;
      await insertPlayerEvent(tx, {
        playerId,
        kind: 'reality_check.stop',
        detail: { ...detail, due: session.realityCheckDue },
        at,
      });
    });
    return { ended: true, session: null };
  }
  const recorded = await deps.db.transaction(async (tx) => {
    const continues = await recordContinue(
      tx,
      { playerId, sessionId: authed.sessionId, startedAt: authed.sessionStartedAt },
      at,
    );
    if (continues === null) return false;
    await insertPlayerEvent(tx, {
      playerId,
      kind: 'reality_check.continue',
      detail: { ...detail, check: continues },
      at,
    });
    return true;
  });
  if (!recorded) return { ended: false, session };
  return { ended: false, session: (await readSession(deps, authed, at)).session };
}
