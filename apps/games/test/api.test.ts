import { createHash } from 'node:crypto';
import type { AnyDb } from '@khel/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../server/test/helpers/app';
import { resetGameSettings, saveGameSettings } from '../src/server/settings';
import { diceMultiplier, diceRoll, limboResult, minePositions, minesMultiplier } from '../src/fair';
import {
  fundedPlayer,
  gamesPost,
  launchToken,
  playerSession,
  startPlatform,
  testDatabases,
  walletRupees,
} from './helpers';

interface Bet {
  id: string;
  game: string;
  amount: number;
  payout: number;
  multiplier: number;
  win: boolean;
  params: Record<string, unknown>;
  result: unknown;
  nonce: number;
  clientSeed: string;
  serverSeedHash: string;
  createdAt: string;
}
interface MinesGame {
  id: string;
  amount: number;
  mines: number;
  revealed: number[];
  status: 'active' | 'won' | 'lost';
  multiplier: number;
  nextMultiplier: number | null;
  payout: number;
  minePositions?: number[];
  nonce: number;
}
interface Fairness {
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}
interface ErrorBody {
  error: string;
  message: string;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const cents = (rupees: number) => Math.round(rupees * 100);

describe.each(testDatabases())('games API on $kind', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startPlatform(target);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('opens a session from a launch token, once', async () => {
    const playerId = await fundedPlayer(t.database.db, 250);
    const token = await launchToken(t, playerId);
    const first = await gamesPost<{
      sessionToken: string;
      player: { id: string; nickname: string };
      balance: number;
      currency: string;
      fairness: Fairness;
      limits: { minBet: number; maxBet: number; maxPayout: number };
    }>(t.app, 'session', { launchToken: token });
    expect(first.status).toBe(200);
    expect(first.body.sessionToken).toMatch(/^[\w-]{20,}$/);
    expect(first.body.player.id).toBe(String(playerId));
    expect(first.body.balance).toBe(250);
    expect(first.body.currency).toBe('INR');
    expect(first.body.fairness.nonce).toBe(0);
    expect(first.body.fairness.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(first.body.limits).toEqual({ minBet: 1, maxBet: 10000, maxPayout: 1000000 });

    const again = await gamesPost<ErrorBody>(t.app, 'session', { launchToken: token });
    expect(again.status).toBe(401);
    expect(again.body.error).toBe('UNAUTHORIZED');

    const balance = await gamesPost<{ balance: number }>(
      t.app,
      'balance',
      {},
      first.body.sessionToken,
    );
    expect(balance.body).toEqual({ balance: 250 });
  });

  it('refuses an expired launch token and calls without a session', async () => {
    const playerId = await fundedPlayer(t.database.db, 10);
    const token = await launchToken(t, playerId);
    await t.database.db.execute(
      sql`update game_sessions set launch_expires_at = now() - interval '1 second'
          where player_id = ${playerId}`,
    );
    const expired = await gamesPost<ErrorBody>(t.app, 'session', { launchToken: token });
    expect(expired.status).toBe(401);
    expect(expired.body.error).toBe('UNAUTHORIZED');

    const missing = await gamesPost<ErrorBody>(t.app, 'dice/bet', {
      amount: 1,
      target: 50,
      direction: 'under',
    });
    expect(missing.status).toBe(401);
    expect(missing.body.error).toBe('UNAUTHORIZED');
    const wrong = await gamesPost<ErrorBody>(t.app, 'fairness', {}, 'not-a-session');
    expect(wrong.body.error).toBe('UNAUTHORIZED');
  });

  it('dice bets move the platform balance exactly and are reproducible after rotation', async () => {
    const { playerId, token } = await playerSession(t, 1000);
    let expected = cents(1000);
    const bets: Bet[] = [];
    for (let i = 0; i < 40 && !(bets.some((b) => b.win) && bets.some((b) => !b.win)); i++) {
      const answer = await gamesPost<{ bet: Bet; balance: number }>(
        t.app,
        'dice/bet',
        { amount: 10.5, target: 50, direction: 'under' },
        token,
      );
      expect(answer.status).toBe(200);
      const { bet } = answer.body;
      expect(bet.id).toMatch(/^d-\d+$/);
      expect(bet.nonce).toBe(i);
      expect(bet.amount).toBe(10.5);
      expect(bet.multiplier).toBe(diceMultiplier(50, 'under', 0.97));
      expect(bet.multiplier).toBe(1.9401);
      expect(bet.payout).toBe(bet.win ? Math.floor(1050 * 1.9401) / 100 : 0);
      expect(bet.win).toBe((bet.result as number) < 50);
      expected += cents(bet.payout) - 1050;
      expect(cents(answer.body.balance)).toBe(expected);
      expect(cents(await walletRupees(t, playerId))).toBe(expected);
      bets.push(bet);
    }
    expect(bets.some((b) => b.win) && bets.some((b) => !b.win)).toBe(true);

    const history = await gamesPost<{ bets: Bet[] }>(t.app, 'history', { game: 'dice' }, token);
    expect(history.body.bets.map((b) => b.id)).toEqual(
      bets
        .slice(-20)
        .reverse()
        .map((b) => b.id),
    );

    const before = await t.app.inject({ method: 'GET', url: `/games/api/bets/${bets[0]!.id}` });
    expect(before.statusCode).toBe(200);
    expect(before.json()).toMatchObject({ bet: { id: bets[0]!.id }, serverSeed: null });

    const fairness = await gamesPost<Fairness>(t.app, 'fairness', {}, token);
    expect(fairness.body.nonce).toBe(bets.length);
    const rotated = await gamesPost<{
      previous: Fairness & { serverSeed: string };
      current: Fairness;
    }>(t.app, 'fairness/rotate', { clientSeed: 'my-own-seed' }, token);
    expect(rotated.status).toBe(200);
    const { previous, current } = rotated.body;
    expect(previous.serverSeedHash).toBe(fairness.body.serverSeedHash);
    expect(sha256(previous.serverSeed)).toBe(previous.serverSeedHash);
    expect(previous.nonce).toBe(bets.length);
    expect(current).toMatchObject({ clientSeed: 'my-own-seed', nonce: 0 });
    expect(current.serverSeedHash).not.toBe(previous.serverSeedHash);
    for (const bet of bets) {
      expect(bet.serverSeedHash).toBe(previous.serverSeedHash);
      const input = {
        serverSeed: previous.serverSeed,
        clientSeed: bet.clientSeed,
        nonce: bet.nonce,
      };
      expect(diceRoll(input)).toBe(bet.result);
    }
    const after = await t.app.inject({ method: 'GET', url: `/games/api/bets/${bets[0]!.id}` });
    expect(after.json()).toMatchObject({ serverSeed: previous.serverSeed });

    const next = await gamesPost<{ bet: Bet }>(
      t.app,
      'dice/bet',
      { amount: 1, target: 50, direction: 'over' },
      token,
    );
    expect(next.body.bet).toMatchObject({ nonce: 0, clientSeed: 'my-own-seed' });
  });

  it('refuses a bet the balance does not cover, moving nothing', async () => {
    const { playerId, token } = await playerSession(t, 5);
    const answer = await gamesPost<ErrorBody>(
      t.app,
      'dice/bet',
      { amount: 10, target: 50, direction: 'under' },
      token,
    );
    expect(answer.status).toBe(402);
    expect(answer.body.error).toBe('INSUFFICIENT_FUNDS');
    expect(await walletRupees(t, playerId)).toBe(5);
    const history = await gamesPost<{ bets: Bet[] }>(t.app, 'history', { game: 'dice' }, token);
    expect(history.body.bets).toEqual([]);
    const mines = await gamesPost<ErrorBody>(t.app, 'mines/start', { amount: 6, mines: 3 }, token);
    expect(mines.body.error).toBe('INSUFFICIENT_FUNDS');
    const active = await gamesPost<{ game: MinesGame | null }>(t.app, 'mines/active', {}, token);
    expect(active.body.game).toBeNull();
    expect(await walletRupees(t, playerId)).toBe(5);
  });

  it('enforces bet limits and validates input', async () => {
    const { token } = await playerSession(t, 100);
    const small = await gamesPost<ErrorBody>(
      t.app,
      'dice/bet',
      { amount: 0.5, target: 50, direction: 'under' },
      token,
    );
    expect(small.body.error).toBe('BET_LIMIT');
    const big = await gamesPost<ErrorBody>(t.app, 'limbo/bet', { amount: 10001, target: 2 }, token);
    expect(big.body.error).toBe('BET_LIMIT');
    const payout = await gamesPost<ErrorBody>(
      t.app,
      'limbo/bet',
      { amount: 2, target: 900000 },
      token,
    );
    expect(payout.body.error).toBe('BET_LIMIT');
    const target = await gamesPost<ErrorBody>(
      t.app,
      'dice/bet',
      { amount: 1, target: 99, direction: 'under' },
      token,
    );
    expect(target.status).toBe(400);
    expect(target.body.error).toBe('INVALID_REQUEST');
    const decimals = await gamesPost<ErrorBody>(
      t.app,
      'dice/bet',
      { amount: 1.001, target: 50, direction: 'under' },
      token,
    );
    expect(decimals.body.error).toBe('INVALID_REQUEST');
    const unknown = await t.app.inject({ method: 'GET', url: '/games/api/bets/d-999999999' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: 'NOT_FOUND' });
  });

  it('limbo pays amount × target on a win', async () => {
    const { playerId, token } = await playerSession(t, 100);
    let expected = cents(100);
    for (let i = 0; i < 5; i++) {
      const answer = await gamesPost<{ bet: Bet; balance: number }>(
        t.app,
        'limbo/bet',
        { amount: 2, target: 1.5 },
        token,
      );
      expect(answer.status).toBe(200);
      const { bet } = answer.body;
      expect(bet.id).toMatch(/^l-\d+$/);
      expect(bet.win).toBe((bet.result as number) >= 1.5);
      expect(bet.payout).toBe(bet.win ? 3 : 0);
      expected += cents(bet.payout) - 200;
      expect(cents(await walletRupees(t, playerId))).toBe(expected);
    }
    const rotated = await gamesPost<{ previous: { serverSeed: string } }>(
      t.app,
      'fairness/rotate',
      {},
      token,
    );
    const history = await gamesPost<{ bets: Bet[] }>(t.app, 'history', { game: 'limbo' }, token);
    expect(history.body.bets).toHaveLength(5);
    for (const bet of history.body.bets) {
      const input = {
        serverSeed: rotated.body.previous.serverSeed,
        clientSeed: bet.clientSeed,
        nonce: bet.nonce,
      };
      expect(limboResult(input, 0.97)).toBe(bet.result);
    }
  });

  it('mines: reveal, lose or cash out, with the platform paying exactly', async () => {
    const { playerId, token } = await playerSession(t, 500);
    let expected = cents(500);
    let cashedOut = false;
    let lost = false;
    const games: MinesGame[] = [];
    for (let round = 0; round < 30 && !(cashedOut && lost); round++) {
      const start = await gamesPost<{ game: MinesGame; balance: number }>(
        t.app,
        'mines/start',
        { amount: 5, mines: 5 },
        token,
      );
      expect(start.status).toBe(200);
      expected -= 500;
      expect(cents(start.body.balance)).toBe(expected);
      const game = start.body.game;
      expect(game).toMatchObject({ amount: 5, mines: 5, revealed: [], status: 'active' });
      expect(game.minePositions).toBeUndefined();
      expect(game.nextMultiplier).toBe(minesMultiplier(5, 1));

      const again = await gamesPost<ErrorBody>(
        t.app,
        'mines/start',
        { amount: 5, mines: 5 },
        token,
      );
      expect(again.body.error).toBe('GAME_STATE');
      const early = await gamesPost<ErrorBody>(t.app, 'mines/cashout', { gameId: game.id }, token);
      expect(early.body.error).toBe('GAME_STATE');

      let current = game;
      for (const tile of [12, 7]) {
        const reveal = await gamesPost<{ game: MinesGame; balance: number }>(
          t.app,
          'mines/reveal',
          { gameId: game.id, tile },
          token,
        );
        expect(reveal.status).toBe(200);
        current = reveal.body.game;
        if (current.status === 'lost') break;
      }
      if (current.status === 'lost') {
        lost = true;
        expect(current.payout).toBe(0);
        expect(current.minePositions).toHaveLength(5);
        expect(current.minePositions).toContain(current.revealed.at(-1));
      } else if (!cashedOut) {
        expect(current.multiplier).toBe(minesMultiplier(5, 2));
        const cash = await gamesPost<{ game: MinesGame; balance: number }>(
          t.app,
          'mines/cashout',
          { gameId: game.id },
          token,
        );
        expect(cash.status).toBe(200);
        current = cash.body.game;
        expect(current.status).toBe('won');
        expect(current.payout).toBe(Math.floor(500 * minesMultiplier(5, 2)) / 100);
        expected += cents(current.payout);
        expect(cents(cash.body.balance)).toBe(expected);
        cashedOut = true;
        const late = await gamesPost<ErrorBody>(
          t.app,
          'mines/reveal',
          { gameId: game.id, tile: 3 },
          token,
        );
        expect(late.status).toBe(409);
        expect(late.body.error).toBe('GAME_STATE');
      } else {
        // Finish by cashing out anyway, so the next round can start.
        const cash = await gamesPost<{ game: MinesGame }>(
          t.app,
          'mines/cashout',
          { gameId: game.id },
          token,
        );
        current = cash.body.game;
        expected += cents(current.payout);
      }
      expect(cents(await walletRupees(t, playerId))).toBe(expected);
      games.push(current);
    }
    expect(cashedOut && lost).toBe(true);

    const rotated = await gamesPost<{ previous: { serverSeed: string; clientSeed: string } }>(
      t.app,
      'fairness/rotate',
      {},
      token,
    );
    for (const game of games) {
      const positions = minePositions(
        {
          serverSeed: rotated.body.previous.serverSeed,
          clientSeed: rotated.body.previous.clientSeed,
          nonce: game.nonce,
        },
        5,
      );
      expect(positions).toEqual(game.minePositions);
    }
    const history = await gamesPost<{ bets: Bet[] }>(t.app, 'history', { game: 'mines' }, token);
    expect(history.body.bets).toHaveLength(Math.min(20, games.length));
    expect(history.body.bets[0]!.params).toMatchObject({ mines: 5 });
  });

  it('concurrent reveals and cashouts of one game pay once', async () => {
    const { playerId, token } = await playerSession(t, 100);
    const start = await gamesPost<{ game: MinesGame }>(
      t.app,
      'mines/start',
      { amount: 10, mines: 1 },
      token,
    );
    const gameId = start.body.game.id;
    const rotateWhilePlaying = await gamesPost<ErrorBody>(t.app, 'fairness/rotate', {}, token);
    expect(rotateWhilePlaying.body.error).toBe('GAME_STATE');

    // The same tile five times at once: revealed once.
    const same = await Promise.all(
      Array.from({ length: 5 }, () =>
        gamesPost<{ game: MinesGame } & ErrorBody>(
          t.app,
          'mines/reveal',
          { gameId, tile: 4 },
          token,
        ),
      ),
    );
    const ok = same.filter((a) => a.status === 200);
    if (ok.some((a) => a.body.game.status === 'lost')) {
      // One mine in 25: hit on the first tile. Still exactly one reveal happened.
      expect(ok).toHaveLength(1);
      expect(cents(await walletRupees(t, playerId))).toBe(cents(90));
      return;
    }
    expect(ok).toHaveLength(1);
    expect(same.filter((a) => a.body.error === 'GAME_STATE')).toHaveLength(4);

    // Five cashouts at once: paid once.
    const cashouts = await Promise.all(
      Array.from({ length: 5 }, () =>
        gamesPost<{ game: MinesGame } & ErrorBody>(t.app, 'mines/cashout', { gameId }, token),
      ),
    );
    const paid = cashouts.filter((a) => a.status === 200);
    expect(paid).toHaveLength(1);
    expect(cashouts.filter((a) => a.body.error === 'GAME_STATE')).toHaveLength(4);
    const payout = paid[0]!.body.game.payout;
    expect(payout).toBe(Math.floor(1000 * minesMultiplier(1, 1)) / 100);
    expect(cents(await walletRupees(t, playerId))).toBe(cents(90) + cents(payout));
    const active = await gamesPost<{ game: MinesGame | null }>(t.app, 'mines/active', {}, token);
    expect(active.body.game).toBeNull();
  });

  it('applies per-game settings: rtp, limits, closed games', async () => {
    const db = t.database.db as unknown as AnyDb;
    await saveGameSettings(db, 'limbo', { rtp: 0.99, minBetPaise: 500n, maxBetPaise: 1000n });
    await saveGameSettings(db, 'dice', { enabled: false });
    try {
      const { token } = await playerSession(t, 100);
      const small = await gamesPost<ErrorBody>(t.app, 'limbo/bet', { amount: 4, target: 2 }, token);
      expect(small.body.error).toBe('BET_LIMIT');
      const big = await gamesPost<ErrorBody>(t.app, 'limbo/bet', { amount: 11, target: 2 }, token);
      expect(big.body.error).toBe('BET_LIMIT');
      const played = await gamesPost<{ bet: Bet }>(
        t.app,
        'limbo/bet',
        { amount: 5, target: 2 },
        token,
      );
      expect(played.status).toBe(200);
      const closed = await gamesPost<ErrorBody>(
        t.app,
        'dice/bet',
        { amount: 5, target: 50, direction: 'under' },
        token,
      );
      expect(closed.body.error).toBe('GAME_STATE');
      const rotated = await gamesPost<{ previous: { serverSeed: string } }>(
        t.app,
        'fairness/rotate',
        {},
        token,
      );
      const { bet } = played.body;
      const input = {
        serverSeed: rotated.body.previous.serverSeed,
        clientSeed: bet.clientSeed,
        nonce: bet.nonce,
      };
      expect(bet.result).toBe(limboResult(input, 0.99));
    } finally {
      await resetGameSettings(db);
    }
  });

  it('concurrent dice bets take distinct nonces and all settle', async () => {
    const { playerId, token } = await playerSession(t, 100);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        gamesPost<{ bet: Bet }>(
          t.app,
          'dice/bet',
          { amount: 1, target: 50, direction: 'under' },
          token,
        ),
      ),
    );
    expect(answers.map((a) => [a.status, a.status === 200 ? '' : JSON.stringify(a.body)])).toEqual(
      answers.map(() => [200, '']),
    );
    const nonces = answers.map((a) => a.body.bet.nonce).sort((a, b) => a - b);
    expect(nonces).toEqual([0, 1, 2, 3, 4, 5]);
    const paid = answers.reduce((sum, a) => sum + cents(a.body.bet.payout), 0);
    expect(cents(await walletRupees(t, playerId))).toBe(cents(100) - 600 + paid);
  });
});
