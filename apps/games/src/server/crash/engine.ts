import type { AnyDb } from '@khel/db';
import type { PlatformClient } from '../platform';
import {
  DEFAULT_CHAIN_LENGTH,
  createChain,
  crashPointAt,
  loadChain,
  seedAt,
  type Chain,
} from './chain';
import { databaseLeadership, type Leadership } from './leader';
import { loadGameSettings } from '../settings';
import { endElapsedMs, endsAtCap, roundEnd } from './cap';
import { multiplierAt } from './multiplier';
import { settleOutstanding } from './settle';
import { autoCashOut, type BetRow } from './bets';
import {
  cancelRound,
  crashRound,
  insertRound,
  latestRound,
  startRound,
  unfinishedRounds,
  type RoundRow,
} from './rounds';

export interface CrashTiming {
  /** How long a round takes bets. */
  bettingMs: number;
  /** Pause after a crash before the next round opens (the crash point stays on screen). */
  pauseMs: number;
  /** Loop period while running. */
  tickMs: number;
  /** How often unacknowledged wins and rollbacks are sent again. */
  settleEveryMs: number;
}

export const DEFAULT_TIMING: CrashTiming = {
  bettingMs: 6000,
  pauseMs: 3000,
  tickMs: 100,
  settleEveryMs: 5000,
};

const LEADER_CHECK_MS = 1000;

export interface CrashEngineOptions {
  db: AnyDb;
  platform: PlatformClient;
  rtp: number;
  timing?: Partial<CrashTiming>;
  /** Epoch ms; tests pass a clock they move by hand. */
  clock?: () => number;
  chainLength?: number;
  maxPayoutPaise?: bigint;
  leadership?: Leadership;
  onError?: (error: unknown) => void;
}

/** A round with what only the server knows until the crash: its seed and crash point. */
export interface LiveRound {
  row: RoundRow;
  chain: Chain;
  seed: string;
  /** Hundredths: the verifiable crash point X. */
  crashPoint: number;
  /** Where the round ends (hundredths): X, or its maximum multiplier when X reaches it (cap.ts). */
  end: number;
  /** The round ends at its maximum multiplier: every bet still in is paid it. */
  capped: boolean;
  /** Ms after the start at which the round ends (cap.ts endElapsedMs). */
  crashElapsedMs: number;
}

export type CrashChange =
  | { kind: 'round'; round: RoundRow }
  | { kind: 'bets'; roundNo: number }
  | { kind: 'settled'; bet: BetRow; balance: number | undefined }
  /** Changes may have been missed (the bus was away): read everything again from the database. */
  | { kind: 'resync' };

/**
 * The round loop: betting → running → crashed → (pause) → next round. It runs only while this
 * process holds the leadership (one process across instances); `step()` does whatever the clock
 * says is due, so the loop is a timer calling step() and tests call it by hand with a fake clock.
 * Every transition is a conditional update in the database, so even two steppers could not run a
 * round twice; bets and cash-outs (crash-actions.ts) work from any instance.
 */
export class CrashEngine {
  readonly db: AnyDb;
  readonly platform: PlatformClient;
  readonly rtp: number;
  readonly timing: CrashTiming;
  readonly maxPayoutPaise: bigint;
  clock: () => number;
  private readonly chainLength: number;
  private readonly leadership: Leadership;
  private readonly onError: (error: unknown) => void;
  private readonly listeners = new Set<(change: CrashChange) => void>();
  private readonly chains = new Map<number, Chain>();
  private live: LiveRound | null = null;
  private leading = false;
  private stepping: Promise<void> | null = null;
  private settling: Promise<void> | null = null;
  private lastSettleAt = 0;
  private lastLeaderCheck = 0;
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;

  constructor(options: CrashEngineOptions) {
    this.db = options.db;
    this.platform = options.platform;
    this.rtp = options.rtp;
    this.timing = { ...DEFAULT_TIMING, ...options.timing };
    this.clock = options.clock ?? Date.now;
    this.chainLength = options.chainLength ?? DEFAULT_CHAIN_LENGTH;
    this.maxPayoutPaise = options.maxPayoutPaise ?? 100_000_000n;
    this.leadership = options.leadership ?? databaseLeadership(options.db);
    this.onError = options.onError ?? (() => undefined);
  }

  subscribe(listener: (change: CrashChange) => void) {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Sends this instance's changes to the other instances (bus.ts); the plugin sets it. */
  publish: (change: CrashChange) => void = () => undefined;

  /** A change made here: to this instance's listeners, then to the other instances. */
  emit(change: CrashChange) {
    this.deliver(change);
    this.publish(change);
  }

  /** A change another instance made (or a resync): to this instance's listeners only. */
  deliver(change: CrashChange) {
    for (const listener of this.listeners) listener(change);
  }

  get isLeader() {
    return this.leading;
  }

  /** Runs step() every tick until stop(). */
  start() {
    const loop = () => {
      if (this.stopped) return;
      this.step()
        .catch(this.onError)
        .finally(() => {
          if (!this.stopped) this.timer = setTimeout(loop, this.timing.tickMs);
        });
    };
    loop();
  }

  /** Stops the loop and gives up the leadership; rounds in flight are left for recovery. */
  async stop() {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.stepping?.catch(() => undefined);
    await this.settling?.catch(() => undefined);
    await this.leadership.release();
    this.leading = false;
  }

  /** Does what is due at clock(); one at a time. */
  step(): Promise<void> {
    if (!this.stepping) {
      this.stepping = this.runStep().finally(() => {
        this.stepping = null;
      });
    }
    return this.stepping;
  }

  private async runStep() {
    if (this.stopped) return;
    // The leadership is asked at most once a second (transitions are fenced by conditional
    // updates anyway); a follower retries to take over at the same pace.
    const wallNow = Date.now();
    if (!this.leading || wallNow - this.lastLeaderCheck >= LEADER_CHECK_MS) {
      if (wallNow - this.lastLeaderCheck < LEADER_CHECK_MS) return; // a follower waits its turn
      this.lastLeaderCheck = wallNow;
      if (!(await this.leadership.check())) {
        this.leading = false;
        this.live = null;
        return;
      }
    }
    if (!this.leading) {
      // Leading only once recovery is done: if the database goes away meanwhile, the next check
      // (which may re-take the lock) runs recovery again rather than opening a round beside an
      // interrupted one.
      await this.recover();
      this.leading = true;
    }
    const now = this.clock();
    const live = this.live;
    if (!live || live.row.status === 'crashed' || live.row.status === 'cancelled') {
      const endedAt = live?.row.crashedAtMs ?? 0;
      if (!live || now >= endedAt + this.timing.pauseMs) await this.openRound(now);
    } else if (live.row.status === 'betting') {
      if (now >= live.row.bettingEndsAtMs) await this.startRunning(live, now);
    } else {
      await this.advanceRunning(live, now);
    }
    if (now - this.lastSettleAt >= this.timing.settleEveryMs) {
      this.lastSettleAt = now;
      void this.settle();
    }
  }

  /**
   * On start and on taking over: every round left betting or running by a process that went away
   * is cancelled and its stakes not cashed out are refunded (rolled back on the platform); bets
   * that had cashed out keep their win, which is sent again if it was not acknowledged. Nothing
   * is guessed about a round nobody watched to its end, so nobody loses or wins by the outage.
   */
  async recover() {
    for (const round of await unfinishedRounds(this.db)) {
      const chain = await this.chain(round.chainId);
      const cancelled = await cancelRound(this.db, {
        roundNo: round.roundNo,
        seed: seedAt(chain, round.chainIndex),
        crashPoint: crashPointAt(chain, round.chainIndex, this.rtp),
      });
      if (cancelled) this.emit({ kind: 'round', round: cancelled });
    }
    await this.settle();
  }

  /** Sends every decided but unacknowledged win / loss / rollback; resolves when done. */
  settle(): Promise<void> {
    if (!this.settling) {
      this.settling = (async () => {
        for (;;) {
          const { attempted, settled } = await settleOutstanding(
            this.db,
            this.platform,
            (bet, balance) => this.emit({ kind: 'settled', bet, balance }),
          );
          if (attempted === 0 || settled === 0) break;
        }
      })()
        .catch(this.onError)
        .finally(() => {
          this.settling = null;
        });
    }
    return this.settling;
  }

  /** The round in play as this process knows it (the leader's memory, else the database). */
  async current(): Promise<LiveRound | null> {
    if (this.leading && this.live) return this.live;
    const row = await latestRound(this.db);
    return row ? this.toLive(row) : null;
  }

  /** Cancels what is in memory without touching the database (a crashed process, in tests). */
  forget() {
    this.live = null;
    this.leading = false;
    this.lastLeaderCheck = 0;
  }

  private async chain(id: number) {
    let chain = this.chains.get(id);
    if (!chain) {
      chain = await loadChain(this.db, id);
      this.chains.set(id, chain);
    }
    return chain;
  }

  private async toLive(row: RoundRow): Promise<LiveRound> {
    const chain = await this.chain(row.chainId);
    const crashPoint = crashPointAt(chain, row.chainIndex, this.rtp);
    return {
      row,
      chain,
      seed: seedAt(chain, row.chainIndex),
      crashPoint,
      end: roundEnd(crashPoint, row.maxMultiplier),
      capped: endsAtCap(crashPoint, row.maxMultiplier),
      crashElapsedMs: endElapsedMs(crashPoint, row.maxMultiplier),
    };
  }

  private async openRound(now: number) {
    const last = await latestRound(this.db);
    let chain = last ? await this.chain(last.chainId) : null;
    let index = last ? last.chainIndex + 1 : 1;
    if (!chain || index > chain.length) {
      chain = await createChain(this.db, this.chainLength);
      this.chains.set(chain.id, chain);
      index = 1;
    }
    const { maxMultiplier } = await loadGameSettings(this.db, 'crash', this.rtp);
    const row = await insertRound(this.db, {
      chainId: chain.id,
      chainIndex: index,
      // sha256(s_i) is s_{i-1}: the commitment, public before any bet.
      seedHash: seedAt(chain, index - 1),
      bettingEndsAtMs: now + this.timing.bettingMs,
      // Fixed when the round opens: everyone bets knowing it.
      maxMultiplier,
    });
    this.live = await this.toLive(row);
    this.emit({ kind: 'round', round: row });
  }

  private async startRunning(live: LiveRound, now: number) {
    const row = await startRound(this.db, live.row.roundNo, now);
    if (!row) return this.lose(live);
    live.row = row;
    this.emit({ kind: 'round', round: row });
    await this.advanceRunning(live, now);
  }

  private async advanceRunning(live: LiveRound, now: number) {
    const elapsed = now - (live.row.startedAtMs ?? now);
    const crashed = elapsed >= live.crashElapsedMs;
    // Auto cash-outs up to the end are paid at their target even when a tick was late.
    const upTo = crashed ? live.end : Math.min(multiplierAt(elapsed), live.end);
    if (upTo >= 100) {
      const cashed = await autoCashOut(this.db, live.row.roundNo, upTo, this.maxPayoutPaise);
      if (cashed.length > 0) {
        this.emit({ kind: 'bets', roundNo: live.row.roundNo });
        void this.settle();
      }
    }
    if (!crashed) return;
    const row = await crashRound(this.db, {
      roundNo: live.row.roundNo,
      seed: live.seed,
      crashPoint: live.crashPoint,
      crashedAtMs: live.row.startedAtMs! + live.crashElapsedMs,
      capAt: live.capped ? live.end : null,
      maxPayoutPaise: this.maxPayoutPaise,
    });
    if (!row) return this.lose(live);
    live.row = row;
    this.emit({ kind: 'round', round: row });
    void this.settle();
  }

  /** Someone else moved the round on: follow the database from now on. */
  private async lose(live: LiveRound) {
    const row = await latestRound(this.db);
    this.live = row ? await this.toLive(row) : null;
    if (this.live && this.live.row.roundNo !== live.row.roundNo) {
      this.emit({ kind: 'round', round: this.live.row });
    }
  }
}
