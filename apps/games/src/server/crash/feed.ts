import { toRupees } from '@khel/contract/money';
import type { CrashEngine, CrashChange } from './engine';
import { fromHundredths } from './multiplier';
import { publicBetId } from './settle';
import { roundBets, roundTotals } from './bets';
import { recentRounds, type RoundRow } from './rounds';
import { publicPlayer, publicRound, type PublicPlayer, type PublicRound } from './view';

/** How many recent crash points the bar shows. */
export const HISTORY_SIZE = 20;

export interface CrashState {
  type: 'state';
  /** The server clock (ms) when this was sent: pages correct their clock by it. */
  now: number;
  round: PublicRound | null;
  players: PublicPlayer[];
  playerCount: number;
  totalAmount: number;
  /** Where the last rounds ended: their crash point, or their maximum multiplier at most. */
  history: { roundNo: number; crashPoint: number; maxMultiplier: number | null }[];
}

/** The minimal socket the feed needs (a `ws` WebSocket). */
export interface FeedSocket {
  readonly readyState: number;
  send(data: string): void;
}

interface Client {
  socket: FeedSocket;
  playerId: string | null;
}

/** Where a round status stands in a round's life: a change never takes the feed backwards. */
const PHASE: Record<RoundRow['status'], number> = {
  betting: 0,
  running: 1,
  crashed: 2,
  cancelled: 2,
};

type Phase = Pick<RoundRow, 'roundNo' | 'status'>;

const isBehind = (next: Phase, known: Phase | null) =>
  known !== null &&
  (next.roundNo < known.roundNo ||
    (next.roundNo === known.roundNo && PHASE[next.status] < PHASE[known.status]));

/**
 * The round as players watch it, pushed to every WebSocket of this instance, whichever instance
 * made the change (the bus, bus.ts, brings the others'). Every round change (betting open,
 * take-off, crash, cancellation) goes out as its own state, in order; bet lists are coalesced
 * (one snapshot per `throttleMs`). The multiplier itself is not sent per frame: pages draw it
 * from startedAt with the same formula. A round change goes out at once with the bet list last
 * read (quickState), then the bets as the database has them; a resync after a gap is one more
 * read of the database.
 */
export class CrashFeed {
  private readonly clients = new Set<Client>();
  private pending: NodeJS.Timeout | null = null;
  /** States are built and sent one after another, so they go out in the order of the changes. */
  private sending: Promise<void> = Promise.resolve();
  /** The newest round this feed has heard of (null: read the database). */
  private round: RoundRow | null = null;
  /** The round phase of the last state sent: a state read before a newer one went out is dropped. */
  private sent: Phase | null = null;
  /** The bet list of the last state built, sent again at once with the round's next phase. */
  private bets: Pick<CrashState, 'players' | 'playerCount' | 'totalAmount'> & { roundNo: number } =
    { roundNo: 0, players: [], playerCount: 0, totalAmount: 0 };
  private history: CrashState['history'] | null = null;
  private lastKey = '';
  private readonly unsubscribe: () => void;

  constructor(
    private readonly engine: CrashEngine,
    private readonly options: { throttleMs?: number } = {},
  ) {
    this.unsubscribe = engine.subscribe((change) => this.handleChange(change));
  }

  get size() {
    return this.clients.size;
  }

  close() {
    this.unsubscribe();
    if (this.pending) clearTimeout(this.pending);
    this.clients.clear();
  }

  async add(socket: FeedSocket, playerId: string | null) {
    const client = { socket, playerId };
    this.clients.add(client);
    send(socket, await this.snapshot());
    return () => this.clients.delete(client);
  }

  sendTo(playerId: string, message: object) {
    for (const client of this.clients)
      if (client.playerId === playerId) send(client.socket, message);
  }

  /** The state now: the round in play as the engine knows it (its memory, else the database). */
  async snapshot(): Promise<CrashState> {
    const live = await this.engine.current();
    return this.stateOf(live?.row ?? null);
  }

  private async stateOf(round: RoundRow | null): Promise<CrashState> {
    if (!this.history || this.history.length === 0) await this.loadHistory();
    if (!round) {
      return {
        type: 'state',
        now: this.engine.clock(),
        round: null,
        players: [],
        playerCount: 0,
        totalAmount: 0,
        history: this.history ?? [],
      };
    }
    const roundNo = round.roundNo;
    const [bets, totals] = await Promise.all([
      roundBets(this.engine.db, roundNo),
      roundTotals(this.engine.db, roundNo),
    ]);
    if (round.status === 'crashed' && this.history?.[0]?.roundNo !== roundNo) {
      await this.loadHistory();
    }
    this.bets = {
      roundNo,
      players: bets.map(publicPlayer),
      playerCount: totals.count,
      totalAmount: toRupees(totals.totalPaise),
    };
    const { players, playerCount, totalAmount } = this.bets;
    return {
      type: 'state',
      now: this.engine.clock(),
      round: publicRound(round),
      players,
      playerCount,
      totalAmount,
      history: this.history ?? [],
    };
  }

  /**
   * The state of a round change without reading the database — the bet list last read for that
   * round (none yet for a round just opened), the history with a crash added — so a phase reaches
   * every socket at once however busy the pool is; the bets as they now stand follow. Null when
   * it needs the database (a round this feed has not read yet, no history yet).
   */
  private quickState(round: RoundRow): CrashState | null {
    const fresh = round.status === 'betting' && this.bets.roundNo !== round.roundNo;
    if (!this.history || (!fresh && this.bets.roundNo !== round.roundNo)) return null;
    if (round.status === 'crashed' && this.history[0]?.roundNo !== round.roundNo) {
      const ended = {
        roundNo: round.roundNo,
        crashPoint: fromHundredths(round.crashPoint ?? 100),
        maxMultiplier: round.maxMultiplier === null ? null : fromHundredths(round.maxMultiplier),
      };
      this.history = [ended, ...this.history].slice(0, HISTORY_SIZE);
    }
    const bets = fresh ? { players: [], playerCount: 0, totalAmount: 0 } : this.bets;
    return {
      type: 'state',
      now: this.engine.clock(),
      round: publicRound(round),
      players: bets.players,
      playerCount: bets.playerCount,
      totalAmount: bets.totalAmount,
      history: this.history,
    };
  }

  private async loadHistory() {
    const rounds = await recentRounds(this.engine.db, HISTORY_SIZE);
    this.history = rounds.map((r) => ({
      roundNo: r.roundNo,
      crashPoint: fromHundredths(r.crashPoint ?? 100),
      maxMultiplier: r.maxMultiplier === null ? null : fromHundredths(r.maxMultiplier),
    }));
  }

  private handleChange(change: CrashChange) {
    switch (change.kind) {
      case 'settled':
        this.sendTo(change.bet.playerId, {
          type: 'settled',
          betId: publicBetId(change.bet),
          status: change.bet.status,
          payout: toRupees(change.bet.payoutPaise),
          balance: change.balance ?? null,
        });
        return;
      case 'round': {
        if (isBehind(change.round, this.round)) return;
        this.round = change.round;
        // This state carries the bets too: a bet list waiting to go out is part of it.
        if (this.pending) clearTimeout(this.pending);
        this.pending = null;
        const round = change.round;
        const quick = this.clients.size > 0 ? this.quickState(round) : null;
        if (quick) this.broadcast(quick);
        this.enqueue(() => this.stateOf(round));
        return;
      }
      case 'resync':
        this.round = null;
        this.sent = null;
        this.history = null;
        if (this.pending) clearTimeout(this.pending);
        this.pending = null;
        this.enqueue(() => this.snapshot());
        return;
      case 'bets':
        this.schedule();
        return;
    }
  }

  /** The current round's bets, at most once per throttle period. */
  private schedule() {
    if (this.pending) return;
    this.pending = setTimeout(() => {
      this.pending = null;
      const round = this.round;
      this.enqueue(() => (round ? this.stateOf(round) : this.snapshot()));
    }, this.options.throttleMs ?? 150);
  }

  private enqueue(build: () => Promise<CrashState>) {
    this.sending = this.sending.then(async () => {
      if (this.clients.size === 0) return;
      try {
        this.broadcast(await build());
      } catch {
        // the database is away: the next change (or resync) sends the state again
      }
    });
  }

  private broadcast(state: CrashState) {
    if (state.round) {
      if (isBehind(state.round, this.sent)) return;
      this.sent = state.round;
    }
    // The same state twice says nothing new (the clock alone does not count).
    const key = JSON.stringify({ ...state, now: 0 });
    if (key === this.lastKey) return;
    this.lastKey = key;
    const text = JSON.stringify(state);
    for (const client of this.clients) sendRaw(client.socket, text);
  }
}

const OPEN = 1;
const sendRaw = (socket: FeedSocket, text: string) => {
  if (socket.readyState === OPEN) socket.send(text);
};
const send = (socket: FeedSocket, message: object) => sendRaw(socket, JSON.stringify(message));
