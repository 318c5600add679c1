import { sql } from 'drizzle-orm';
import { buildApp } from '../../src/app';
import type { Db } from '../../src/db/client';
import { queryRows } from '../../src/db/query';
import { insertPlayer } from '../../src/modules/accounts/store';
import {
  bonusExpenseAccount,
  claimDueAutoRewards,
  insertRewardRows,
  insertRewards,
  payGrantedRewards,
} from '../../src/modules/rewards';
import { createAccountDirectory, HOUSE, postTransaction } from '../../src/modules/wallet';
import { ACCOUNT_ENV } from './accounts';
import { createSeededDatabase, type TestDatabaseTarget } from './databases';
import { creditTestDeposit } from './deposits';
import { loadConfig } from '../../src/config';

/** A platform clock the test moves. */
export function movableClock(start: string) {
  let now = new Date(start);
  return { now: () => now, set: (at: string) => (now = new Date(at)) };
}

/** The real app on a fresh seeded database with the test's clock (no listening). */
export async function reportsApp(target: TestDatabaseTarget, now: () => Date) {
  const database = await createSeededDatabase(target);
  const config = loadConfig({
    WEB_DIST: '/nonexistent',
    LOG_LEVEL: 'silent',
    GAMES_EMBEDDED: 'false',
    ...ACCOUNT_ENV,
  });
  const app = await buildApp({ config, database, now, logger: false });
  await app.ready();
  return {
    app,
    db: database.db,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** Stamps rows with the instant they are meant to have happened at (the ledger is immutable:
 * its trigger is set aside for the shift, in one transaction). */
async function stamp(db: Db, txIds: bigint[], at: string) {
  const ids = `{${txIds.join(',')}}`;
  await db.transaction(async (tx) => {
    for (const table of ['ledger_entries', 'ledger_transactions'])
      await tx.execute(sql.raw(`alter table ${table} disable trigger ${table}_immutable`));
    await tx.execute(
      sql`update ledger_entries set created_at = ${at}::timestamptz where transaction_id = any(${ids}::bigint[])`,
    );
    await tx.execute(
      sql`update ledger_transactions set created_at = ${at}::timestamptz where id = any(${ids}::bigint[])`,
    );
    for (const table of ['ledger_entries', 'ledger_transactions'])
      await tx.execute(sql.raw(`alter table ${table} enable trigger ${table}_immutable`));
  });
}

const rs = (rupees: number) => BigInt(Math.round(rupees * 100));
const lastTx = async (db: Db, key: string) => {
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`select id::text as id from ledger_transactions where idempotency_key = ${key}`,
  );
  return BigInt(row!.id);
};

/**
 * The scenario of admin-reports.test.ts, across the IST midnight between 2030-03-15 and
 * 2030-03-16 (18:30 UTC), each move posted as its module posts it, then stamped with its time.
 *
 * 15th (IST): A registers 23:40; deposits ₹1,000 23:50; bets ₹200 23:55 and wins ₹350 23:58;
 *   wins a wheel prize of ₹25 23:59.
 * 16th: B registers 00:05; deposits ₹500 with a ₹50 deposit bonus 00:10; A bets ₹100, B bets
 *   ₹300 (rolled back) and ₹150 and wins ₹60 00:20–00:30; the VIP rebate batch pays A ₹10 and
 *   B ₹5 01:00; A's withdrawal of ₹400 (fee ₹10) is held 01:30 and paid 02:00; B's of ₹100 is
 *   held and refused (refunded) 02:10.
 */
export async function buildScenario(
  db: Db,
  options: { provider?: string; shiftDays?: number } = {},
) {
  const provider = options.provider ?? 'rpt';
  // Moved by whole days (a browser test puts the 16th on today, its server's real clock).
  const shiftMs = (options.shiftDays ?? 0) * 86_400_000;
  const accounts = createAccountDirectory(db);
  const at = (ist: string) => new Date(Date.parse(`${ist}+05:30`) + shiftMs).toISOString();
  const a = (await insertPlayer(db, { isGuest: true }, (id) => `Guest${id}`)).id;
  const b = (await insertPlayer(db, { isGuest: true }, (id) => `Guest${id}`)).id;
  await db.execute(
    sql`update players set created_at = ${at('2030-03-15T23:40:00')}::timestamptz where id = ${a}`,
  );
  await db.execute(
    sql`update players set created_at = ${at('2030-03-16T00:05:00')}::timestamptz where id = ${b}`,
  );
  const game = await accounts.house(HOUSE.game(provider));
  const gateway = await accounts.house(HOUSE.gateway('test'));
  const inFlight = await accounts.house(HOUSE.withdrawalsInFlight);
  const fee = await accounts.house(HOUSE.feeIncome);
  const bonus = await bonusExpenseAccount(accounts);
  const wallet = { a: await accounts.wallet(a), b: await accounts.wallet(b) };
  let n = 0;
  const post = async (
    kind: string,
    legs: [bigint, number][],
    when: string,
    playerId: number | null,
  ) => {
    const key = `report-test:${provider}:${(n += 1)}`;
    const result = await postTransaction(db, {
      idempotencyKey: key,
      requestHash: key,
      kind,
      playerId,
      legs: legs.map(([accountId, rupees]) => ({ accountId, amountPaise: rs(rupees) })),
    });
    await stamp(db, [result.transactionId], at(when));
  };
  const deposit = async (playerId: number, rupees: number, when: string) => {
    const orderNo = await creditTestDeposit({ db, accounts }, playerId, rupees, new Date(at(when)));
    await stamp(db, [await lastTx(db, `deposit:${orderNo}`)], at(when));
  };
  const bet = (who: 'a' | 'b', rupees: number, when: string, kind = 'game_bet') =>
    post(
      kind,
      [
        [wallet[who], -rupees],
        [game, rupees],
      ],
      when,
      who === 'a' ? a : b,
    );
  const win = (who: 'a' | 'b', rupees: number, when: string, kind = 'game_win') =>
    post(
      kind,
      [
        [game, -rupees],
        [wallet[who], rupees],
      ],
      when,
      who === 'a' ? a : b,
    );

  // The 15th.
  await deposit(a, 1000, '2030-03-15T23:50:00');
  await bet('a', 200, '2030-03-15T23:55:00');
  await win('a', 350, '2030-03-15T23:58:00');
  const wheelAt = new Date(at('2030-03-15T23:59:00'));
  const paid = await db.transaction(async (tx) => {
    const ids = await insertRewardRows(
      tx,
      { kind: 'wheel' },
      [{ playerId: a, amountPaise: rs(25), source: `wheel:${provider}-1` }],
      wheelAt,
    );
    return payGrantedRewards(tx, ids, { now: wheelAt, bonusExpenseId: bonus });
  });
  await stamp(db, [await lastTx(db, `reward:${paid[0]!.id}`)], wheelAt.toISOString());

  // The 16th.
  await deposit(b, 500, '2030-03-16T00:10:00');
  await post(
    'deposit_bonus',
    [
      [bonus, -50],
      [wallet.b, 50],
    ],
    '2030-03-16T00:10:00',
    b,
  );
  await bet('a', 100, '2030-03-16T00:20:00');
  await bet('b', 300, '2030-03-16T00:21:00');
  await win('b', 300, '2030-03-16T00:22:00', 'game_rollback');
  await bet('b', 150, '2030-03-16T00:25:00');
  await win('b', 60, '2030-03-16T00:30:00');
  const rebateAt = new Date(at('2030-03-16T01:00:00'));
  await insertRewards(
    db,
    { kind: 'vip_rebate', autoClaim: true },
    sql`select * from (values (${a}::bigint, ${rs(10)}::bigint, 'vip:rebate:2030-03-15'),
          (${b}::bigint, ${rs(5)}::bigint, 'vip:rebate:2030-03-15')) as s(player_id, amount_paise, source)`,
    rebateAt,
  );
  await claimDueAutoRewards(db, accounts, { now: rebateAt, source: 'vip:rebate:2030-03-15' });
  const [batch] = await queryRows<{ id: string }>(
    db,
    sql`select distinct ledger_transaction_id::text as id from rewards
        where source = 'vip:rebate:2030-03-15'`,
  );
  await stamp(db, [BigInt(batch!.id)], rebateAt.toISOString());
  await post(
    'withdrawal_hold',
    [
      [wallet.a, -400],
      [inFlight, 400],
    ],
    '2030-03-16T01:30:00',
    a,
  );
  await post(
    'withdrawal_settle',
    [
      [inFlight, -400],
      [gateway, 390],
      [fee, 10],
    ],
    '2030-03-16T02:00:00',
    null,
  );
  await post(
    'withdrawal_hold',
    [
      [wallet.b, -100],
      [inFlight, 100],
    ],
    '2030-03-16T02:05:00',
    b,
  );
  await post(
    'withdrawal_refund',
    [
      [inFlight, -100],
      [wallet.b, 100],
    ],
    '2030-03-16T02:10:00',
    b,
  );
  return { a, b };
}

/** The scenario's figures, summed by hand. */
export const SCENARIO = {
  '2030-03-15': {
    day: '2030-03-15',
    deposits: 1000,
    depositCount: 1,
    withdrawals: 0,
    withdrawalCount: 0,
    stakes: 200,
    wins: 350,
    ggr: -150,
    betCount: 1,
    bonusCost: 25,
    newPlayers: 1,
    activePlayers: 1,
  },
  '2030-03-16': {
    day: '2030-03-16',
    deposits: 500,
    depositCount: 1,
    withdrawals: 400,
    withdrawalCount: 1,
    stakes: 250,
    wins: 60,
    ggr: 190,
    betCount: 3,
    bonusCost: 65,
    newPlayers: 1,
    activePlayers: 2,
  },
} as const;

/**
 * Four weeks of ordinary play before a day (`before`, YYYY-MM-DD in IST, excluded), for a
 * dashboard that looks like a running platform: each day a few new players deposit, play, are
 * paid a deposit bonus and withdraw half of what is left, in amounts that wander from day to
 * day. Posted through the ledger and stamped like the scenario.
 */
export async function buildHistory(db: Db, options: { before: string; days?: number }) {
  const accounts = createAccountDirectory(db);
  const game = await accounts.house(HOUSE.game('history'));
  const gateway = await accounts.house(HOUSE.gateway('test'));
  const inFlight = await accounts.house(HOUSE.withdrawalsInFlight);
  const bonus = await bonusExpenseAccount(accounts);
  const start = Date.parse(`${options.before}T00:00:00+05:30`);
  let n = 0;
  for (let back = options.days ?? 28; back >= 1; back--) {
    const day = start - back * 86_400_000;
    const wave = Math.sin(back / 3);
    const players = 3 + (back % 4);
    for (let p = 0; p < players; p++) {
      const hour = (h: number) => new Date(day + (h + p * 2.5) * 3_600_000).toISOString();
      const id = (await insertPlayer(db, { isGuest: true }, (i) => `Guest${i}`)).id;
      await db.execute(
        sql`update players set created_at = ${hour(0.5)}::timestamptz where id = ${id}`,
      );
      const wallet = await accounts.wallet(id);
      const depositRs = Math.round(4000 + 1500 * wave + 700 * ((back * (p + 1)) % 5));
      const stakeRs = Math.round(depositRs * (0.7 + 0.05 * (p % 3)));
      const winRs = Math.round(stakeRs * (0.9 + 0.08 * Math.sin(back + p)));
      const bonusRs = Math.round(depositRs * 0.04);
      const withdrawRs = Math.round((depositRs - stakeRs + winRs + bonusRs) / 2);
      const moves: [string, [bigint, number][], number][] = [
        [
          'deposit',
          [
            [gateway, -depositRs],
            [wallet, depositRs],
          ],
          1,
        ],
        [
          'deposit_bonus',
          [
            [bonus, -bonusRs],
            [wallet, bonusRs],
          ],
          1,
        ],
        [
          'game_bet',
          [
            [wallet, -stakeRs],
            [game, stakeRs],
          ],
          1.5,
        ],
        [
          'game_win',
          [
            [game, -winRs],
            [wallet, winRs],
          ],
          1.7,
        ],
        [
          'withdrawal_hold',
          [
            [wallet, -withdrawRs],
            [inFlight, withdrawRs],
          ],
          2,
        ],
        [
          'withdrawal_settle',
          [
            [inFlight, -withdrawRs],
            [gateway, withdrawRs],
          ],
          2.2,
        ],
      ];
      for (const [kind, legs, h] of moves) {
        const key = `report-history:${(n += 1)}:${id}`;
        const result = await postTransaction(db, {
          idempotencyKey: key,
          requestHash: key,
          kind,
          playerId: kind === 'withdrawal_settle' ? null : id,
          legs: legs.map(([accountId, rupees]) => ({ accountId, amountPaise: rs(rupees) })),
        });
        await stamp(db, [result.transactionId], hour(h));
      }
    }
  }
}
