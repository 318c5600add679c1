import { PROVIDER_ERRORS } from '@khel/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryPrepared } from '../../db/query';
import type { ProviderAnswer } from './errors';

/**
 * One provider call as provider_batch (migration 0047) takes it. The kind names the branch of
 * provider_batch that decides it; a new kind is a new branch there and a new builder in
 * operations.ts, nothing here.
 */
export interface BatchOperation {
  /** 'bet' | 'win' | 'betWin' */
  k: string;
  /** provider code */
  p: string;
  /** the provider's transaction id */
  t: string;
  /** round id */
  r: string;
  /** the provider's house account */
  h: string;
  /** amount in paise (a betWin's stake) */
  a: string;
  /** a betWin's win in paise */
  w?: string;
  /** request hash: what makes two calls with one transaction id the same call */
  q: string;
  /** a bet's (or betWin's) game session token hash, and its game when the call names one */
  s?: string;
  g?: string | null;
  /** a win closes its round */
  c?: boolean;
}

export interface BatchOptions {
  db: Db;
  /** WALLET_BATCH_WINDOW_MS: how long the first call of a batch waits for company. */
  windowMs: number;
  /** WALLET_BATCH_MAX: a batch this full is posted at once. */
  maxOperations: number;
  /**
   * WALLET_BATCH_IN_FLIGHT: batches of this instance in the database at once; while that many
   * are, calls wait for the next batch however long the window.
   */
  maxInFlight: number;
  /** SESSION_IDLE_HOURS in seconds: a bet's login must have been seen this recently. */
  sessionIdleSeconds: number;
  /** RATE_BET_PLAYER: bets a player may make a minute (counted and refused in the batch). */
  betsPerMinute: number;
  /** The app's clock: the time of a batch, by which its protections' periods are counted. */
  now: () => Date;
}

/** The refusal messages, handed to the SQL function so answers read the same either way. */
const MESSAGES = JSON.stringify(PROVIDER_ERRORS);

/**
 * Posts a batch by one call of provider_batch: one transaction, answers in the calls' order. `at`
 * is the batch's time: the player protections (migration 0056) count their periods by it. Bets
 * over `betsPerMinute` of their player are refused there (TOO_MANY_BETS, migration 0071).
 */
export async function postBatch(
  db: Db,
  operations: BatchOperation[],
  options: { sessionIdleSeconds: number; betsPerMinute: number; at: Date },
): Promise<ProviderAnswer[]> {
  const [row] = await queryPrepared<{ answers: ProviderAnswer[] }>(
    db,
    sql`select provider_batch(${JSON.stringify(operations)}::jsonb, ${MESSAGES}::jsonb,
                              ${options.sessionIdleSeconds}::float8,
                              ${options.at.toISOString()}::timestamptz,
                              ${options.betsPerMinute}::int) as answers`,
  );
  return row!.answers;
}

interface Waiting {
  operation: BatchOperation;
  resolve: (answer: ProviderAnswer) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit of the wallet (docs/architecture.md §3): calls arriving within `windowMs` of the
 * first, up to `maxOperations`, are posted together by one database call and one commit, and
 * each is answered only after that commit. A call refused by its checks is refused alone inside
 * the batch; when the batch itself fails (a deadlock, a call racing its own duplicate on another
 * instance), each of its calls is posted again on its own, so an error stays with its call.
 */
export function createWalletBatcher(options: BatchOptions) {
  let queue: Waiting[] = [];
  let timer: NodeJS.Timeout | null = null;
  let inFlight = 0;

  const post = async (batch: Waiting[]) => {
    try {
      const answers = await postBatch(
        options.db,
        batch.map((w) => w.operation),
        {
          sessionIdleSeconds: options.sessionIdleSeconds,
          betsPerMinute: options.betsPerMinute,
          at: options.now(),
        },
      );
      batch.forEach((w, i) => w.resolve(answers[i]!));
    } catch (error) {
      if (batch.length === 1) return batch[0]!.reject(error);
      for (const waiting of batch) await post([waiting]);
    }
  };

  // Posts what waits, while fewer than maxInFlight batches are in the database; otherwise the
  // calls keep gathering until one comes back, so a busy database gets fewer, fuller batches.
  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    while (queue.length > 0 && inFlight < options.maxInFlight) {
      const batch = queue.slice(0, options.maxOperations);
      queue = queue.slice(batch.length);
      inFlight += 1;
      void post(batch).finally(() => {
        inFlight -= 1;
        if (queue.length > 0 && !timer) flush();
      });
    }
  };

  return function submit(operation: BatchOperation): Promise<ProviderAnswer> {
    return new Promise((resolve, reject) => {
      queue.push({ operation, resolve, reject });
      if (queue.length >= options.maxOperations) flush();
      else if (!timer && inFlight < options.maxInFlight)
        timer = setTimeout(flush, options.windowMs);
    });
  };
}

export type WalletBatcher = ReturnType<typeof createWalletBatcher>;
