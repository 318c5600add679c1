import { toRupees } from '@khel/contract/money';
import type { CrashEngine, CrashChange } from './engine';
import { fromHundredths } from './multiplier';
import { publicBetId } from './settle';
import { roundBets, roundTotals } from './bets';
import { recentRounds } from './rounds';
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

/**
 * The round as players watch it, pushed to every WebSocket of this instance. Changes are
 * coalesced (one snapshot per `throttleMs`), the multiplier itself is not sent per frame: pages
 * draw it from startedAt with the same formula. Instances that do not lead poll the database.
 */
export class CrashFeed {
  private readonly clients = new Set<Client>();
  private pending: NodeJS.Timeout | null = null;
  private poller: NodeJS.Timeout | null = null;
  private history: CrashState['history'] | null = null;
  private lastKey = '';
  private readonly unsubscribe: () => void;

  constructor(
    private readonly engine: CrashEngine,
    private readonly options: { throttleMs?: number; pollMs?: number } = {},
  ) {
    this.unsubscribe = engine.subscribe((change) => this.handleChange(change));
  }

  get size() {
    return this.clients.size;
  }

  /** Polls the database while someone watches (needed where another instance leads). */
  startPolling() {
    const pollMs = this.options.pollMs ?? 500;
    this.poller = setInterval(() => {
      if (this.clients.size > 0) this.schedule();
    }, pollMs);
  }

  close() {
    this.unsubscribe();
    if (this.pending) clearTimeout(this.pending);
    if (this.poller) clearInterval(this.poller);
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

  async snapshot(): Promise<CrashState> {
    const live = await this.engine.current();
    if (!this.history || this.history.length === 0) await this.loadHistory();
    if (!live) {
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
    const roundNo = live.row.roundNo;
    const [bets, totals] = await Promise.all([
      roundBets(this.engine.db, roundNo),
      roundTotals(this.engine.db, roundNo),
    ]);
    if (live.row.status === 'crashed' && this.history?.[0]?.roundNo !== roundNo) {
      await this.loadHistory();
    }
    return {
      type: 'state',
      now: this.engine.clock(),
      round: publicRound(live.row),
      players: bets.map(publicPlayer),
      playerCount: totals.count,
      totalAmount: toRupees(totals.totalPaise),
      history: this.history ?? [],
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
    if (change.kind === 'settled') {
      this.sendTo(change.bet.playerId, {
        type: 'settled',
        betId: publicBetId(change.bet),
        status: change.bet.status,
        payout: toRupees(change.bet.payoutPaise),
        balance: change.balance ?? null,
      });
      return;
    }
    // A new phase goes out at once; bet lists are coalesced.
    this.schedule(change.kind === 'round' ? 0 : undefined);
  }

  private schedule(delayMs = this.options.throttleMs ?? 150) {
    if (this.pending) {
      if (delayMs > 0) return;
      clearTimeout(this.pending);
    }
    this.pending = setTimeout(() => {
      this.pending = null;
      if (this.clients.size === 0) return;
      this.snapshot()
        .then((state) => this.broadcast(state))
        .catch(() => undefined);
    }, delayMs);
  }

  private broadcast(state: CrashState) {
    // Polling sends only what changed (the clock alone does not count).
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
