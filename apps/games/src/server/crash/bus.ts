import { randomUUID } from 'node:crypto';
import type { AnyDb } from '@khel/db';
import type { BetRow } from './bets';
import type { CrashChange } from './engine';
import type { RoundRow } from './rounds';

/**
 * How Crash's changes (a round opened, took off, crashed or was cancelled; bets and cash-outs; a
 * bet settled) reach the feeds of every instance: one instance leads the round, players watch from
 * whichever instance they reached (docs/architecture.md §6, §9). A change is published after it
 * committed; each instance turns it into messages for its own sockets, reading what it shows from
 * the database. Transports: PostgreSQL LISTEN/NOTIFY (bus-postgres.ts), Redis pub/sub when
 * REDIS_URL is set (bus-redis.ts), and in-process for PGlite, which lives in one process.
 */
export interface CrashBus {
  readonly kind: 'local' | 'postgres' | 'redis';
  /**
   * Starts listening. `deliver` gets the changes other instances published, in their order;
   * `resync` is called whenever listening starts again after a gap (a dropped connection), so
   * the feed re-reads the database rather than trusting what it may have missed.
   */
  start(deliver: (change: CrashChange) => void, resync: () => void): Promise<void>;
  /** Sends a change of this instance to the others (in the order of calls; never throws). */
  publish(change: CrashChange): void;
  close(): Promise<void>;
}

/** A published message: the instance it came from and its changes, oldest first. */
interface Envelope {
  o: string;
  c: unknown[];
}

/**
 * PostgreSQL's NOTIFY payload must stay under 8000 bytes: changes waiting to be published go out
 * packed in messages of at most this many bytes; one change alone bigger than that (none is, by
 * far: a bet row is ~400 bytes) is replaced by a `resync`, which makes every feed re-read it.
 */
export const MAX_MESSAGE_BYTES = 7_500;

const encodeChange = (change: CrashChange): unknown => {
  if (change.kind !== 'settled') return change;
  const { bet } = change;
  return {
    kind: 'settled',
    balance: change.balance ?? null,
    bet: { ...bet, amountPaise: String(bet.amountPaise), payoutPaise: String(bet.payoutPaise) },
  };
};

const decodeChange = (raw: unknown): CrashChange | null => {
  if (!raw || typeof raw !== 'object') return null;
  const change = raw as { kind?: unknown; [key: string]: unknown };
  switch (change.kind) {
    case 'round':
      return { kind: 'round', round: change.round as RoundRow };
    case 'bets':
      return { kind: 'bets', roundNo: Number(change.roundNo) };
    case 'resync':
      return { kind: 'resync' };
    case 'settled': {
      const bet = change.bet as Record<string, unknown>;
      return {
        kind: 'settled',
        balance: typeof change.balance === 'number' ? change.balance : undefined,
        bet: {
          ...(bet as unknown as BetRow),
          amountPaise: BigInt(String(bet.amountPaise)),
          payoutPaise: BigInt(String(bet.payoutPaise)),
        },
      };
    }
    default:
      return null;
  }
};

/**
 * Packs changes into as few messages as the size limit allows, in order; a second `bets` of the
 * same round waiting in the same message says nothing new and is left out.
 */
export function packMessages(origin: string, changes: CrashChange[], maxBytes = MAX_MESSAGE_BYTES) {
  const messages: string[] = [];
  let parts: string[] = [];
  let size = 0;
  let betsRounds = new Set<number>();
  const head = `{"o":${JSON.stringify(origin)},"c":[`;
  const flush = () => {
    if (parts.length > 0) messages.push(`${head}${parts.join(',')}]}`);
    parts = [];
    size = head.length + 2;
    betsRounds = new Set();
  };
  flush();
  for (const change of changes) {
    if (change.kind === 'bets') {
      if (betsRounds.has(change.roundNo)) continue;
      betsRounds.add(change.roundNo);
    }
    let part = JSON.stringify(encodeChange(change));
    if (head.length + part.length + 2 > maxBytes) part = '{"kind":"resync"}';
    if (size + part.length + 1 > maxBytes) flush();
    parts.push(part);
    size += part.length + 1;
  }
  flush();
  return messages;
}

/** The changes of a message another instance published; none when it is our own or unreadable. */
export function unpackMessage(origin: string, text: string): CrashChange[] {
  let envelope: Envelope;
  try {
    envelope = JSON.parse(text) as Envelope;
  } catch {
    return [{ kind: 'resync' }];
  }
  if (envelope.o === origin || !Array.isArray(envelope.c)) return [];
  return envelope.c.map(decodeChange).map((change) => change ?? { kind: 'resync' });
}

/**
 * Publishing in order, one message at a time: changes arriving while a message is on its way are
 * packed together into the next one(s). `send` failing (the database or Redis away) loses those
 * changes for the other instances, which resync when their own connection comes back, and the
 * leader's next change brings them up to date anyway.
 */
export function orderedPublisher(
  origin: string,
  send: (message: string) => Promise<unknown>,
  onError: (error: unknown) => void,
) {
  let waiting: CrashChange[] = [];
  let running: Promise<void> | null = null;
  const drain = async () => {
    while (waiting.length > 0) {
      const batch = waiting;
      waiting = [];
      for (const message of packMessages(origin, batch)) {
        try {
          await send(message);
        } catch (error) {
          onError(error);
        }
      }
    }
    running = null;
  };
  return {
    publish(change: CrashChange) {
      waiting.push(change);
      running ??= drain();
    },
    /** Resolves once everything published so far was sent (or failed). */
    async flush() {
      while (running) await running;
    },
  };
}

export const newOrigin = () => randomUUID();

/** One process: instances sharing a database handle (tests) hear each other through a hub. */
const hubs = new WeakMap<AnyDb, Set<(change: CrashChange, from: object) => void>>();

export function localBus(db: AnyDb): CrashBus {
  let hub = hubs.get(db);
  if (!hub) hubs.set(db, (hub = new Set()));
  const members = hub;
  const self = {};
  let member: ((change: CrashChange, from: object) => void) | null = null;
  return {
    kind: 'local',
    async start(deliver) {
      member = (change, from) => {
        if (from !== self) deliver(change);
      };
      members.add(member);
    },
    publish(change) {
      for (const other of [...members]) other(change, self);
    },
    async close() {
      if (member) members.delete(member);
      member = null;
    },
  };
}
