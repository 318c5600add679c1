import { queryPrepared, type AnyDb } from '@khel/db';
import { SQL, sql } from 'drizzle-orm';
import { GameError, PlatformUnavailable, SessionEnded, TOO_MANY_BETS } from './errors';
import type { PlatformAnswer, PlatformClient } from './platform';
import { paiseOf, toRupees } from '@khel/contract/money';

/**
 * Money against the platform, never lost: every call whose answer we may not get is first written
 * to kg_pending_settlements (a bet's rollback with the bet row, in its transaction; a win before
 * it is sent) and deleted once the platform acknowledges it. A timer retries what is left with
 * backoff (and at start), so a win is delivered once the platform is back and a bet whose answer
 * never came is rolled back, even when the process died between the steps of the bet. Both are
 * idempotent on the platform by transaction id.
 *
 * The platform round of a bet is its public id: bet transaction `${roundId}:bet`, win
 * `${roundId}:win`, rollback `${roundId}:rollback`. A round decided at the stake (Dice, Limbo) is
 * one betWin call instead, transaction `${roundId}:bet`: it is written to the queue with the bet
 * row and re-sent until answered (a replay returns the first answer), never rolled back.
 */

export interface SettleLogger {
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface SettleDeps {
  db: AnyDb;
  platform: PlatformClient;
  log?: SettleLogger;
  /** Ends betWins with the bets recorded next (bets.ts createBetWriter); left out: each alone. */
  conclude?: (end: BetWinEnd) => Promise<void>;
}

export type SettlementKind = 'win' | 'rollback' | 'betWin';

/** How long a freshly written settlement waits before the retrier may take it (in flight). */
export const IN_FLIGHT_SECONDS = 60;
const MAX_BACKOFF_SECONDS = 300;

export const betTransactionId = (roundId: string) => `${roundId}:bet`;
export const winTransactionId = (roundId: string) => `${roundId}:win`;
export const rollbackTransactionId = (roundId: string) => `${roundId}:rollback`;

export interface WinBody {
  transactionId: string;
  roundId: string;
  amount: number;
  roundClosed: boolean;
  sessionId?: string;
}

export interface RollbackBody {
  transactionId: string;
  betTransactionId: string;
  roundId: string;
  sessionId?: string;
}

/** The provider API's betWin: a stake and the win (0 for a loss) closing its round. */
export interface BetWinBody {
  sessionId: string;
  transactionId: string;
  roundId: string;
  amount: number;
  winAmount: number;
  gameCode: string;
}

export type SettlementBody = WinBody | RollbackBody | BetWinBody;

export const betWinBody = (input: {
  roundId: string;
  sessionId: string;
  gameCode: string;
  amountPaise: bigint;
  payoutPaise: bigint;
}): BetWinBody => ({
  sessionId: input.sessionId,
  transactionId: betTransactionId(input.roundId),
  roundId: input.roundId,
  amount: toRupees(input.amountPaise),
  winAmount: toRupees(input.payoutPaise),
  gameCode: input.gameCode,
});

export const winBody = (roundId: string, payoutPaise: bigint, sessionId?: string): WinBody => ({
  transactionId: winTransactionId(roundId),
  roundId,
  amount: toRupees(payoutPaise),
  roundClosed: true,
  ...(sessionId ? { sessionId } : {}),
});

export const rollbackBody = (roundId: string, sessionId?: string): RollbackBody => ({
  transactionId: rollbackTransactionId(roundId),
  betTransactionId: betTransactionId(roundId),
  roundId,
  ...(sessionId ? { sessionId } : {}),
});

/**
 * Records a settlement to deliver (once per round and kind). Call it in the transaction that
 * decides the outcome, so the decision and the duty to pay it are written together.
 */
/**
 * The insert of a pending settlement, to run alone or inside a bigger statement: `body`, or the
 * rows (round id, body) of a SELECT of that statement (bets.ts insertBetWinOnce).
 */
export const settlementInsert = (
  kind: SettlementKind,
  body: SettlementBody | SQL,
  delaySeconds = IN_FLIGHT_SECONDS,
) => {
  const due = sql`now() + make_interval(secs => ${delaySeconds})`;
  const rows =
    body instanceof SQL
      ? sql`select r.round_id, ${kind}::text, r.body, ${due} from (${body}) as r(round_id, body)`
      : sql`values (${body.roundId}, ${kind}, ${JSON.stringify(body)}::jsonb, ${due})`;
  return sql`insert into kg_pending_settlements (round_id, kind, body, next_attempt_at) ${rows}
      on conflict (round_id, kind) do nothing`;
};

export async function enqueueSettlement(
  db: AnyDb,
  kind: SettlementKind,
  body: SettlementBody,
  delaySeconds = IN_FLIGHT_SECONDS,
) {
  await db.execute(settlementInsert(kind, body, delaySeconds));
}

/**
 * Enqueues the rollback of a bet's stake, delivered unless the stake is acknowledged first. Write
 * it in the transaction that records the bet (bets.ts insertBet): a bet row committed alone is
 * left 'pending' for ever if the process dies before the next statement.
 */
export const enqueueRollback = (
  db: AnyDb,
  roundId: string,
  sessionId?: string,
  delaySeconds = IN_FLIGHT_SECONDS,
) => enqueueSettlement(db, 'rollback', rollbackBody(roundId, sessionId), delaySeconds);

/** Enqueues the win (payout, 0 for a loss) closing a round. */
export const enqueueWin = (db: AnyDb, roundId: string, payoutPaise: bigint, sessionId?: string) =>
  enqueueSettlement(db, 'win', winBody(roundId, payoutPaise, sessionId));

async function removeSettlement(db: AnyDb, roundId: string, kind: SettlementKind) {
  await db.execute(
    sql`delete from kg_pending_settlements where round_id = ${roundId} and kind = ${kind}`,
  );
}

/**
 * Refusals of a betWin that moved nothing and never will: its bet is refused. Others (a
 * duplicate, the provider's own set-up, too many bets) keep it queued.
 */
const BET_WIN_REFUSED = new Set([
  'INSUFFICIENT_FUNDS',
  'INVALID_SESSION',
  'PLAYER_DISABLED',
  // Refused by a protection: the player was told so, a later retry must not take the stake.
  'LOSS_LIMIT_REACHED',
  'SESSION_LIMIT_REACHED',
  'PLAYER_EXCLUDED',
  'TRANSACTION_CANCELLED',
  'ROUND_SETTLED',
  'INVALID_REQUEST',
]);

/** Whether an answer acknowledges the settlement (it will never need sending again). */
function acknowledged(kind: SettlementKind, answer: PlatformAnswer) {
  if (answer.state === '200') return true;
  // A rollback of a bet the platform never saw voids it there: nothing to return.
  return kind === 'rollback' && answer.state === 'UNKNOWN_TRANSACTION';
}

/** Answers that retrying cannot change (kept for operators, not retried). */
const TERMINAL_STATES = new Set([
  'ROUND_SETTLED',
  'UNKNOWN_ROUND',
  'TRANSACTION_CANCELLED',
  'DUPLICATE_MISMATCH',
  'INVALID_REQUEST',
]);

const backoffSeconds = (attempts: number) =>
  Math.min(MAX_BACKOFF_SECONDS, 2 ** Math.min(attempts, 10));

/** The kg_bets id of a round ('d-123'), null for rounds of other tables. */
const betIdOfRound = (roundId: string) => /^[dlm]-(\d{1,18})$/.exec(roundId)?.[1] ?? null;

export interface BetWinEnd {
  roundId: string;
  /** done: answered 200; refused: nothing moved. */
  status: 'done' | 'refused';
}

/**
 * What ends betWins, as a common table expression `ended` of a bigger statement (bets.ts writes
 * it with the next bets), which that statement must read for it to run: each one's queue row
 * dropped and its bet, still pending, done or refused (migration 0005's kg_end_bet_wins: one row,
 * how many bets it ended).
 */
export const betWinEnds = (ends: BetWinEnd[]) => {
  const rows = ends.map((end) => ({
    round_id: end.roundId,
    bet_id: betIdOfRound(end.roundId) ?? '0',
    status: end.status,
  }));
  return sql`ended as (select kg_end_bet_wins(${JSON.stringify(rows)}::jsonb) as ended)`;
};

/** Ends betWins by a statement of their own. */
export const concludeBetWins = (db: AnyDb, ends: BetWinEnd[]) =>
  queryPrepared(db, sql`with ${betWinEnds(ends)} select ended from ended`);

const conclude = (deps: SettleDeps, end: BetWinEnd) =>
  deps.conclude ? deps.conclude(end) : concludeBetWins(deps.db, [end]).then(() => undefined);

/** After a rollback is acknowledged: the bet is void in our books too. */
async function markRolledBack(db: AnyDb, roundId: string) {
  const id = betIdOfRound(roundId);
  if (!id) return;
  await db.execute(
    sql`update kg_bets set status = 'rolledback', settled_at = now()
        where id = ${id} and status = 'pending'`,
  );
  await db.execute(
    sql`update kg_mines_games set status = 'cancelled', finished_at = now()
        where bet_id = ${id} and status = 'pending'`,
  );
}

/**
 * Sends one pending settlement now. Returns the platform's answer when acknowledged, or null
 * (the row stays and is retried with backoff). Never throws for platform trouble.
 */
export async function deliverSettlement(
  deps: SettleDeps,
  kind: SettlementKind,
  body: SettlementBody,
  attempts = 0,
): Promise<PlatformAnswer | null> {
  let answer: PlatformAnswer;
  try {
    answer = await deps.platform.call(kind, body);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await postpone(deps.db, body.roundId, kind, attempts + 1, message);
    deps.log?.warn({ roundId: body.roundId, kind, err: message }, 'settlement postponed');
    return null;
  }
  if (kind === 'betWin' && (answer.state === '200' || BET_WIN_REFUSED.has(answer.state))) {
    await conclude(deps, {
      roundId: body.roundId,
      status: answer.state === '200' ? 'done' : 'refused',
    });
    if (answer.state !== '200') {
      deps.log?.warn({ roundId: body.roundId, kind, state: answer.state }, 'betWin refused');
    }
    return answer.state === '200' ? answer : null;
  }
  if (acknowledged(kind, answer)) {
    if (kind === 'rollback') {
      // Together: a rollback row gone with its bet still 'pending' would be an orphan.
      await deps.db.transaction(async (tx) => {
        await removeSettlement(tx, body.roundId, kind);
        await markRolledBack(tx, body.roundId);
      });
    } else {
      await removeSettlement(deps.db, body.roundId, kind);
    }
    return answer;
  }
  const reason = `${answer.state}: ${answer.msg ?? ''}`;
  if (TERMINAL_STATES.has(answer.state)) {
    await deps.db.execute(
      sql`update kg_pending_settlements set next_attempt_at = 'infinity', last_error = ${reason},
            attempts = ${attempts + 1}
          where round_id = ${body.roundId} and kind = ${kind}`,
    );
    deps.log?.error({ roundId: body.roundId, kind, reason }, 'settlement refused for good');
  } else {
    await postpone(deps.db, body.roundId, kind, attempts + 1, reason);
    deps.log?.warn({ roundId: body.roundId, kind, reason }, 'settlement refused; will retry');
  }
  return null;
}

async function postpone(
  db: AnyDb,
  roundId: string,
  kind: SettlementKind,
  attempts: number,
  error: string,
) {
  await db.execute(
    sql`update kg_pending_settlements set attempts = ${attempts}, last_error = ${error.slice(0, 500)},
          next_attempt_at = now() + make_interval(secs => ${backoffSeconds(attempts)})
        where round_id = ${roundId} and kind = ${kind}`,
  );
}

export interface PlaceBetInput {
  /** The round (= public bet id). */
  roundId: string;
  /** The platform session. */
  sessionId: string;
  gameCode: string;
  amountPaise: bigint;
  /** The rollback was enqueued with the bet row, in its transaction (bets.ts insertBet). */
  rollbackRecorded?: boolean;
}

export interface PlaceBetHooks {
  /** Runs in the transaction that drops the pending rollback: record the accepted stake. */
  onAccepted?: (tx: AnyDb) => Promise<void>;
  /**
   * Writes (INSERT / UPDATE / DELETE without RETURNING) that record the accepted stake, run in
   * the one statement that drops the pending rollback: a round trip instead of a transaction's
   * five, for callers that need no reads.
   */
  acceptedWrites?: SQL[];
  /**
   * Runs after the platform refused the stake (nothing moved), in the transaction that drops the
   * pending rollback.
   */
  onRefused?: (tx: AnyDb) => Promise<void>;
}

/** Maps a refusal of the platform's bet call to our error. */
export function betRefusal(answer: PlatformAnswer): GameError {
  switch (answer.state) {
    case 'INSUFFICIENT_FUNDS':
      return new GameError('INSUFFICIENT_FUNDS', 'Your balance does not cover this bet');
    case 'INVALID_SESSION':
      return new SessionEnded();
    case 'PLAYER_DISABLED':
      return new GameError('UNAUTHORIZED', 'This account may not play');
    case 'INVALID_REQUEST':
      return new GameError('INVALID_REQUEST', answer.msg ?? 'The platform refused the bet');
    case 'TOO_MANY_BETS':
      return new GameError('TOO_MANY_REQUESTS', TOO_MANY_BETS);
    case 'LOSS_LIMIT_REACHED':
      return new GameError('LOSS_LIMIT_REACHED', 'This bet would pass your loss limit');
    case 'SESSION_LIMIT_REACHED':
      return new GameError('SESSION_LIMIT_REACHED', 'Your session time limit is reached');
    case 'PLAYER_EXCLUDED':
      return new GameError(
        'PLAYER_EXCLUDED',
        'Betting is paused by your time-out or self-exclusion',
      );
    default:
      return new GameError(
        'PLATFORM_UNAVAILABLE',
        `The platform refused the bet (${answer.state})`,
      );
  }
}

/**
 * Takes a stake on the platform. The rollback is written first; an accepted stake drops it (with
 * `onAccepted` in the same transaction), a refused one drops it and throws the mapped GameError,
 * and an unanswered one is rolled back (now, or later by the retrier) and throws
 * PlatformUnavailable. Returns the balance after the stake (rupees).
 */
export async function placeBet(
  deps: SettleDeps,
  input: PlaceBetInput,
  hooks: PlaceBetHooks = {},
): Promise<{ balance: number }> {
  const rollback = rollbackBody(input.roundId, input.sessionId);
  if (!input.rollbackRecorded) await enqueueSettlement(deps.db, 'rollback', rollback);
  let answer: PlatformAnswer;
  try {
    answer = await deps.platform.call('bet', {
      sessionId: input.sessionId,
      transactionId: betTransactionId(input.roundId),
      roundId: input.roundId,
      amount: toRupees(input.amountPaise),
      gameCode: input.gameCode,
    });
  } catch (error) {
    await deliverSettlement(deps, 'rollback', rollback);
    if (error instanceof PlatformUnavailable) throw error;
    throw new PlatformUnavailable('The platform did not answer the bet', { cause: error });
  }
  if (answer.state !== '200') {
    const { onRefused } = hooks;
    if (onRefused) {
      await deps.db.transaction(async (tx) => {
        await removeSettlement(tx, input.roundId, 'rollback');
        await onRefused(tx);
      });
    } else {
      await removeSettlement(deps.db, input.roundId, 'rollback');
    }
    throw betRefusal(answer);
  }
  const dropRollback = sql`delete from kg_pending_settlements
      where round_id = ${input.roundId} and kind = 'rollback'`;
  const writes = hooks.acceptedWrites ?? [];
  if (hooks.onAccepted) {
    const onAccepted = hooks.onAccepted;
    await deps.db.transaction(async (tx) => {
      await tx.execute(dropRollback);
      for (const write of writes) await tx.execute(write);
      await onAccepted(tx);
    });
  } else {
    // Data-modifying CTEs all run, atomically, whether or not the final select reads them.
    const parts = [dropRollback, ...writes].map(
      (write, i) => sql`${sql.raw(`w${i}`)} as (${write})`,
    );
    await deps.db.execute(sql`with ${sql.join(parts, sql`, `)} select 1`);
  }
  return { balance: answer.resultData?.balance ?? 0 };
}

/**
 * Delivers a round's enqueued win now. Returns the balance after it, or null when the platform
 * did not acknowledge it yet (the retrier will).
 */
export async function settleWin(
  deps: SettleDeps,
  roundId: string,
  payoutPaise: bigint,
  sessionId?: string,
): Promise<{ balance: number | null; delivered: boolean }> {
  const answer = await deliverSettlement(deps, 'win', winBody(roundId, payoutPaise, sessionId));
  return { balance: answer?.resultData?.balance ?? null, delivered: answer !== null };
}

/**
 * An instant round: stake, then its win (payout, 0 on a loss). `onAccepted` runs with the win
 * enqueued in the same transaction. The balance is the platform's after the win, or (win still
 * pending) the balance after the stake plus the payout.
 */
export async function placeAndSettle(
  deps: SettleDeps,
  input: PlaceBetInput & { payoutPaise: bigint },
  hooks: PlaceBetHooks = {},
): Promise<{ balance: number; winDelivered: boolean }> {
  const placed = await placeBet(deps, input, {
    onRefused: hooks.onRefused,
    onAccepted: hooks.onAccepted,
    acceptedWrites: [
      settlementInsert('win', winBody(input.roundId, input.payoutPaise, input.sessionId)),
      ...(hooks.acceptedWrites ?? []),
    ],
  });
  const won = await settleWin(deps, input.roundId, input.payoutPaise, input.sessionId);
  if (won.balance !== null) return { balance: won.balance, winDelivered: true };
  return { balance: toRupees(paiseOf(placed.balance) + input.payoutPaise), winDelivered: false };
}

/**
 * An instant round in one call (betWin): its queue row was written with the bet (bets.ts
 * insertBet); the answer ends it. A refusal throws the mapped GameError; no answer re-sends it
 * once now (a replay if the first arrived) and else leaves it to the retrier, throwing
 * PlatformUnavailable. Returns the balance after the stake and the win (rupees).
 */
export async function placeBetWin(
  deps: SettleDeps,
  body: BetWinBody,
): Promise<{ balance: number }> {
  let answer: PlatformAnswer;
  try {
    answer = await deps.platform.call('betWin', body);
  } catch (error) {
    const replayed = await deliverSettlement(deps, 'betWin', body);
    if (replayed) return { balance: replayed.resultData?.balance ?? 0 };
    if (error instanceof PlatformUnavailable) throw error;
    throw new PlatformUnavailable('The platform did not answer the bet', { cause: error });
  }
  if (answer.state !== '200') {
    await conclude(deps, { roundId: body.roundId, status: 'refused' });
    throw betRefusal(answer);
  }
  await conclude(deps, { roundId: body.roundId, status: 'done' });
  return { balance: answer.resultData?.balance ?? 0 };
}
