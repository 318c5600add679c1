import WebSocket from 'ws';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@khel/db';
import { testDatabases } from '../../server/test/helpers/databases';
import { crashPoint } from '../src/fair';
import { CrashEngine, sha256hex } from '../src/server/crash';
import { databaseLeadership } from '../src/server/crash/leader';
import { elapsedToReach } from '../src/server/crash/multiplier';
import { saveGameSettings } from '../src/server/settings';
import type { PublicBet, PublicPlayer, PublicRound } from '../src/server/crash/view';
import {
  bettingRoundCrashingAbove,
  finishRound,
  player,
  startCrashHarness,
  type CrashHarness,
} from './crash-pair';
import { walletRupees } from './helpers';

const RTP = 0.97;

/** What the crash routes answer: the route's shape, or {error, message}. */
interface Answer {
  error?: string;
  balance?: number | null;
  bet: PublicBet;
  bets: PublicBet[];
  round: PublicRound;
  rounds: PublicRound[];
  players: PublicPlayer[];
}

async function crashApi(h: CrashHarness, path: string, token: string | null, body: object = {}) {
  const response = await h.t.app.inject({
    method: 'POST',
    url: `/games/api/crash/${path}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload: body,
  });
  return { status: response.statusCode, body: response.json() as Answer };
}

const platformRound = async (h: CrashHarness, roundId: string) =>
  (
    await queryRows<{ status: string; stake_paise: string; win_paise: string }>(
      h.t.database.db,
      sql`select status, stake_paise::text, win_paise::text from game_rounds
          where provider_code = 'khel' and round_id = ${roundId}`,
    )
  )[0];

describe.each(testDatabases())('Crash on $kind', (target) => {
  let h: CrashHarness;
  beforeAll(async () => {
    h = await startCrashHarness(target);
  }, 60_000);
  afterAll(async () => h?.close());

  it('publishes each round commitment before betting and reveals a seed that hashes to it', async () => {
    const seen: { seedHash: string; seed: string; crashPoint: number }[] = [];
    for (let i = 0; i < 4; i += 1) {
      await h.engine.step();
      const { body: state } = await crashApi(h, 'state', null);
      expect(state.round.status).toBe('betting');
      expect(state.round.seedHash).toMatch(/^[0-9a-f]{64}$/);
      expect(state.round.seed).toBeNull();
      await finishRound(h);
      const { body: rounds } = await crashApi(h, 'rounds', null, { limit: 1 });
      const ended = rounds.rounds[0]!;
      expect(ended.seedHash).toBe(state.round.seedHash);
      seen.push({ seedHash: ended.seedHash, seed: ended.seed!, crashPoint: ended.crashPoint! });
    }
    for (const [i, round] of seen.entries()) {
      expect(sha256hex(round.seed)).toBe(round.seedHash);
      expect(crashPoint(round.seed, RTP)).toBe(round.crashPoint);
      // The seed revealed after a round is the commitment the next round published.
      if (i > 0) expect(round.seedHash).toBe(seen[i - 1]!.seed);
    }
  });

  it('pays the player who cashes out stake × multiplier; the other loses the stake', async () => {
    const alice = await player(h, 100);
    const bob = await player(h, 100);
    const carol = await player(h, 100);
    const live = await bettingRoundCrashingAbove(h, 1.5);

    const a = await crashApi(h, 'bet', alice.token, { amount: 10 });
    const b = await crashApi(h, 'bet', bob.token, { amount: 20 });
    const c = await crashApi(h, 'bet', carol.token, { amount: 5, autoCashout: 1.1 });
    expect([a.status, b.status, c.status]).toEqual([200, 200, 200]);
    expect(a.body.balance).toBe(90);
    const again = await crashApi(h, 'bet', alice.token, { amount: 10 });
    expect(again.body.error).toBe('GAME_STATE');

    h.clock.now = live.row.bettingEndsAtMs;
    await h.engine.step(); // running
    expect((await crashApi(h, 'bet', bob.token, { amount: 1 })).body.error).toBe('GAME_STATE');
    h.clock.now = (await h.engine.current())!.row.startedAtMs! + elapsedToReach(120);
    await h.engine.step(); // carol's auto cash-out at 1.10
    const cashed = await crashApi(h, 'cashout', alice.token);
    expect(cashed.status).toBe(200);
    expect(cashed.body.bet.multiplier).toBe(1.2);
    expect(cashed.body.bet.payout).toBe(12);
    expect(cashed.body.balance).toBe(102);

    await finishRound(h);
    await h.engine.settle();
    expect((await crashApi(h, 'cashout', bob.token)).body.error).toBe('GAME_STATE');

    expect(await walletRupees(h.t, alice.playerId)).toBe(102);
    expect(await walletRupees(h.t, bob.playerId)).toBe(80);
    expect(await walletRupees(h.t, carol.playerId)).toBe(100.5);

    const aliceBet = (await crashApi(h, 'history', alice.token)).body.bets[0]!;
    const bobBet = (await crashApi(h, 'history', bob.token)).body.bets[0]!;
    expect(aliceBet).toMatchObject({ game: 'crash', win: true, payout: 12 });
    expect(bobBet).toMatchObject({ game: 'crash', win: false, payout: 0, multiplier: 0 });
    expect(bobBet.result).toBe(live.crashPoint / 100);
    expect(await platformRound(h, aliceBet.id)).toMatchObject({
      status: 'settled',
      stake_paise: '1000',
      win_paise: '1200',
    });
    expect(await platformRound(h, bobBet.id)).toMatchObject({
      status: 'settled',
      stake_paise: '2000',
      win_paise: '0',
    });

    const lookup = await h.t.app.inject({
      method: 'GET',
      url: `/games/api/crash/bets/${bobBet.id}`,
    });
    const proof = lookup.json() as {
      bet: { serverSeedHash: string; result: number };
      serverSeed: string;
    };
    expect(sha256hex(proof.serverSeed)).toBe(proof.bet.serverSeedHash);
    expect(crashPoint(proof.serverSeed, RTP)).toBe(proof.bet.result);
  });

  it('answers a refused stake to its player only and lets them bet again', async () => {
    const gus = await player(h, 5);
    const hana = await player(h, 50);
    await bettingRoundCrashingAbove(h, 1);
    const refused = await crashApi(h, 'bet', gus.token, { amount: 10 });
    expect(refused.status).toBe(402);
    expect(refused.body.error).toBe('INSUFFICIENT_FUNDS');
    expect((await crashApi(h, 'bet', hana.token, { amount: 10 })).status).toBe(200);
    const retried = await crashApi(h, 'bet', gus.token, { amount: 5 });
    expect(retried.body.balance).toBe(0);
    const { body: state } = await crashApi(h, 'state', null);
    expect(state.players.map((p) => p.amount).sort((a, b) => a - b)).toEqual([5, 10]);
    expect(state.players.every((p) => /^\S\S?\*{3,4}\S{0,2}$/.test(p.name))).toBe(true);
    await finishRound(h);
    await h.engine.settle();
    expect(await walletRupees(h.t, gus.playerId)).toBe(0);
  });

  it('streams the round over WebSocket and takes bets there', async () => {
    const fay = await player(h, 30);
    // A round that runs: one crashing at 1.00× ends the moment it starts.
    const live = await bettingRoundCrashingAbove(h, 1.01);
    const socket = new WebSocket(
      `ws://127.0.0.1:${h.port}/games/api/crash/ws?session=${fay.token}`,
    );
    const messages: { type: string; [key: string]: unknown }[] = [];
    const next = (type: string) =>
      new Promise<Record<string, unknown>>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no ${type} message`)), 5000);
        const check = () => {
          const found = messages.find((m) => m.type === type);
          if (found) {
            clearTimeout(timer);
            messages.splice(messages.indexOf(found), 1);
            resolve(found);
          } else setTimeout(check, 10);
        };
        check();
      });
    socket.on('message', (data) => messages.push(JSON.parse(String(data))));
    expect((await next('hello')).player).toMatchObject({ id: String(fay.playerId) });
    const state = (await next('state')) as { round: PublicRound };
    expect(state.round).toMatchObject({ roundNo: live.row.roundNo, status: 'betting', seed: null });
    socket.send(JSON.stringify({ type: 'bet', amount: 3, autoCashout: 2 }));
    const placed = (await next('bet:ok')) as { bet: PublicBet; balance: number };
    expect(placed.balance).toBe(27);
    expect(placed.bet.params).toEqual({ cashoutAt: null, autoCashout: 2 });
    socket.send(JSON.stringify({ type: 'cashout' }));
    expect(await next('error')).toMatchObject({ action: 'cashout', error: 'GAME_STATE' });
    h.clock.now = live.row.bettingEndsAtMs;
    await h.engine.step();
    expect(((await next('state')) as { round: PublicRound }).round.status).toBe('running');
    socket.close();
    await finishRound(h);
    await h.engine.settle();
  });

  it('pays a cash-out at the crash point itself: the crash point is the last multiplier shown', async () => {
    const ida = await player(h, 50);
    const jay = await player(h, 50);
    // Below the 1,000× maximum, where the round would end first (a CI run drew 2,256.03×).
    const live = await bettingRoundCrashingAbove(h, 1.02, { max: 999 });
    await crashApi(h, 'bet', ida.token, { amount: 10, autoCashout: live.crashPoint / 100 });
    await crashApi(h, 'bet', jay.token, { amount: 10, autoCashout: (live.crashPoint + 1) / 100 });
    h.clock.now = live.row.bettingEndsAtMs;
    await h.engine.step();
    // Too early for anything: 1.00× only gives the stake back.
    expect((await crashApi(h, 'cashout', jay.token)).body.error).toBe('GAME_STATE');
    await finishRound(h);
    await h.engine.settle();
    expect(await walletRupees(h.t, ida.playerId)).toBe(40 + (10 * live.crashPoint) / 100);
    expect(await walletRupees(h.t, jay.playerId)).toBe(40);
  });

  it('ends a round at its maximum multiplier, paying every bet still in that multiplier', async () => {
    const { db } = h.t.database;
    await saveGameSettings(db, 'crash', { maxMultiplier: 1.5 });
    try {
      const kai = await player(h, 100);
      const lea = await player(h, 100);
      const max = await player(h, 100);
      // A round that would fly to 2× and beyond, opened under the 1.5× maximum.
      const live = await bettingRoundCrashingAbove(h, 2, { capped: true });
      expect(live.row.maxMultiplier).toBe(150);
      const { body: betting } = await crashApi(h, 'state', null);
      expect(betting.round.maxMultiplier).toBe(1.5);
      await crashApi(h, 'bet', kai.token, { amount: 10 });
      await crashApi(h, 'bet', lea.token, { amount: 10, autoCashout: 1.3 });
      await crashApi(h, 'bet', max.token, { amount: 10, autoCashout: 3 });
      h.clock.now = live.row.bettingEndsAtMs;
      await h.engine.step();
      const startedAt = (await h.engine.current())!.row.startedAtMs!;
      // It ends the instant it reaches 1.5×, not when 2× and more would crash.
      h.clock.now = startedAt + elapsedToReach(150) - 1;
      await h.engine.step();
      expect((await h.engine.current())!.row.status).toBe('running');
      h.clock.now += 1;
      await h.engine.step();
      await h.engine.settle();

      const ended = (await h.engine.current())!.row;
      expect(ended).toMatchObject({
        status: 'crashed',
        crashedAtMs: startedAt + elapsedToReach(150),
      });
      expect(await walletRupees(h.t, kai.playerId)).toBe(105);
      expect(await walletRupees(h.t, lea.playerId)).toBe(103);
      expect(await walletRupees(h.t, max.playerId)).toBe(105);
      const kaiBet = (await crashApi(h, 'history', kai.token)).body.bets[0]!;
      expect(kaiBet).toMatchObject({ win: true, multiplier: 1.5, payout: 15 });
      expect(await platformRound(h, kaiBet.id)).toMatchObject({
        status: 'settled',
        win_paise: '1500',
      });
      // The crash point stays the verifiable one; players see where the round ended.
      const { body: rounds } = await crashApi(h, 'rounds', null, { limit: 1 });
      const round = rounds.rounds[0]!;
      expect(round.crashPoint).toBe(crashPoint(round.seed!, RTP));
      expect(round.crashPoint).toBeGreaterThanOrEqual(2);
      expect(round.maxMultiplier).toBe(1.5);
      h.clock.now = ended.crashedAtMs! + h.engine.timing.pauseMs;
    } finally {
      await saveGameSettings(db, 'crash', { maxMultiplier: null });
    }
  });

  if (target.kind === 'postgres') {
    it('lets one process at a time lead the round loop', async () => {
      const key = 7_261_299; // not the loop's own lock, which the plugin's engine holds
      const first = databaseLeadership(h.t.database.db, key);
      const second = databaseLeadership(h.t.database.db, key);
      expect(await first.check()).toBe(true);
      expect(await second.check()).toBe(false);
      expect(await first.check()).toBe(true); // re-checked: still held
      await first.release();
      expect(await second.check()).toBe(true);
      await second.release();
    });
  }

  it('refunds an interrupted round on the next start, keeping wins, paying nothing twice', async () => {
    const dora = await player(h, 50);
    const eric = await player(h, 50);
    const live = await bettingRoundCrashingAbove(h, 1.3);
    await crashApi(h, 'bet', dora.token, { amount: 10 });
    await crashApi(h, 'bet', eric.token, { amount: 10 });
    h.clock.now = live.row.bettingEndsAtMs;
    await h.engine.step();
    h.clock.now += elapsedToReach(115);
    const cashed = await crashApi(h, 'cashout', dora.token);
    expect(cashed.body.balance).toBe(51.5);
    // As if the win's acknowledgement was lost when the process went away.
    await h.t.database.db.execute(
      sql`update kg_crash_bets set settled = false where round_no = ${live.row.roundNo}
          and status = 'cashed_out'`,
    );

    // The process dies mid-flight: nothing more happens to the round.
    h.engine.forget();
    await h.engine.stop();

    for (let restart = 0; restart < 2; restart += 1) {
      const next = new CrashEngine({ db: h.t.database.db, platform: h.platform, rtp: RTP });
      await next.step(); // takes over: recovers, then opens a new round
      await next.settle();
      await next.stop();
    }
    const [round] = await queryRows<{ status: string; seed: string; seed_hash: string }>(
      h.t.database.db,
      sql`select status, seed, seed_hash from kg_crash_rounds where round_no = ${live.row.roundNo}`,
    );
    expect(round!.status).toBe('cancelled');
    expect(sha256hex(round!.seed)).toBe(round!.seed_hash);
    expect(await walletRupees(h.t, dora.playerId)).toBe(51.5);
    expect(await walletRupees(h.t, eric.playerId)).toBe(50);
    const ericBet = (await crashApi(h, 'history', eric.token)).body.bets[0]!;
    expect(ericBet.status).toBe('refunded');
    expect((await platformRound(h, ericBet.id))!.status).toBe('cancelled');
    const unsettled = await queryRows<{ n: number }>(
      h.t.database.db,
      sql`select count(*)::int as n from kg_crash_bets where not settled and status <> 'refused'
          and round_no = ${live.row.roundNo}`,
    );
    expect(unsettled[0]!.n).toBe(0);
  });
});
