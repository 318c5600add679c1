import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database, type Db } from '../src/db/client';
import { queryRows } from '../src/db/query';
import { depositOrders } from '../src/db/schema';
import type { PaymentGateway } from '../src/integrations/payments/types';
import { insertPlayer } from '../src/modules/accounts';
import {
  claimCallbacks,
  leaseDueCallbacks,
  type DepositEvent,
} from '../src/modules/deposits/callback-inbox';
import { creditCallbackBatch } from '../src/modules/deposits/credit-callbacks';
import { prepareDepositCredit } from '../src/modules/deposits/credit-deposit';
import type { DepositDeps } from '../src/modules/deposits/deps';
import { applyDepositEvent, storeDepositEvent } from '../src/modules/deposits/handle-gateway-event';
import { createCode, redeemCode } from '../src/modules/promo-codes';
import { createAccountDirectory } from '../src/modules/wallet';
import { createSeededDatabase, testDatabases } from './helpers/databases';
import { newIndianPhone } from './helpers/accounts';
import { expectLedgerClean } from './helpers/deposits';

const gateway = { code: 'test' } as PaymentGateway;
const HOUR = 3_600_000;
const R = (rupees: number) => BigInt(Math.round(rupees * 100));

/**
 * The set-based credit of a batch of deposit callbacks (docs/architecture.md §5): a batch of
 * every kind of deposit does exactly what crediting each callback alone does — protection holds,
 * deposit bonus and wagering, VIP progress and upgrades, promo codes, first-deposit bonus and
 * cashback, mails — a deposit held or refused leaves the others credited, and on PostgreSQL two
 * instances racing over the same callbacks credit each once.
 */
describe.each(testDatabases())('set-based deposit credit on $kind', (target) => {
  let database: Database;
  let db: Db;
  let deps: DepositDeps;
  const at = new Date();
  /** What the batches logged: a batch that fell back to one by one says so. */
  const warnings: string[] = [];
  const log = {
    info: () => undefined,
    warn: (_: unknown, message?: string) => void warnings.push(String(message)),
    error: () => undefined,
  };
  const fellBack = () => warnings.filter((w) => w.includes('one by one'));
  beforeAll(async () => {
    database = await createSeededDatabase(target);
    db = database.db;
    deps = { db, accounts: createAccountDirectory(db), gateway, log } as DepositDeps;
  });
  afterAll(() => database.close());

  /** A player: a guest, or with a bound phone and a withdraw account made an hour ago. */
  async function newPlayer(bound = false) {
    const row = await insertPlayer(
      db,
      bound ? { phone: newIndianPhone(), isGuest: false } : { isGuest: true },
      (id) => `Batch${id}`,
    );
    if (bound) {
      await db.execute(
        sql`insert into bank_accounts (player_id, holder_name, account_number, ifsc, account_type, created_at)
            values (${row.id}, 'Test Holder', ${String(Date.now()) + randomBytes(3).toString('hex')},
              'SBIN0001234', 'savings', ${new Date(at.getTime() - HOUR).toISOString()}::timestamptz)`,
      );
    }
    return row.id;
  }

  async function newOrder(
    playerId: number,
    rupees: number,
    options: { bonusEvent?: boolean; bonusRateBp?: number } = {},
  ) {
    const [order] = await db
      .insert(depositOrders)
      .values({
        orderNo: `RB${randomBytes(8).toString('hex')}`,
        playerId,
        channel: 1,
        method: 'UPI',
        channelName: 'test',
        amountPaise: R(rupees),
        gateway: gateway.code,
        bonusEvent: options.bonusEvent ?? false,
        bonusRateBp: options.bonusRateBp ?? 0,
        createdAt: new Date(at.getTime() - 60_000),
        expireAt: new Date(at.getTime() + HOUR),
      })
      .returning();
    return order!;
  }

  const paid = (orderNo: string, rupees: number): DepositEvent => ({
    type: 'order',
    gatewayOrderId: 'PO-test',
    merchantOrderId: orderNo,
    status: 'paid',
    amountPaise: R(rupees),
    utr: null,
    at,
  });

  /**
   * One scenario of every kind, for fresh players: what each deposit's callbacks are (the
   * orders' numbers, to compare two runs). Orders are paid `rupees`; two of a kind are listed.
   */
  async function scenario() {
    const plain = await newPlayer();
    const vip = await newPlayer();
    const cashback = await newPlayer(true);
    const firstDeposit = await newPlayer(true);
    const gift = await newPlayer();
    const coded = await newPlayer(true);
    const limited = await newPlayer();
    const excluded = await newPlayer();
    const mismatch = await newPlayer();
    const twice = await newPlayer();
    const replayed = await newPlayer();
    // A percentage code waiting for a deposit of at least Rs 500.
    const code = await createCode(
      { db, now: () => new Date(at.getTime() - HOUR) },
      {
        kind: 'deposit_percent',
        percent: 10,
        cap: 150,
        minDeposit: 500,
        wagerMultiple: 2,
        totalUses: 1,
      },
    );
    await redeemCode(
      { db, accounts: deps.accounts, now: () => new Date(at.getTime() - HOUR) },
      { id: coded, isGuest: false },
      'promo',
      code.code,
    );
    // Lowered under the deposit after the order was made; and a time-out.
    await db.execute(
      sql`insert into protection_settings (player_id, deposit_day_paise) values (${limited}, ${R(100)})`,
    );
    await db.execute(
      sql`insert into protection_settings (player_id, exclusion_kind, excluded_at)
          values (${excluded}, 'timeout', ${new Date(at.getTime() - HOUR).toISOString()}::timestamptz)`,
    );
    const replayedOrder = await newOrder(replayed, 900);
    const deposits = [
      { player: 'plain', order: await newOrder(plain, 500), paid: 500 },
      { player: 'vip', order: await newOrder(vip, 1000), paid: 1000 },
      { player: 'cashback', order: await newOrder(cashback, 600), paid: 600 },
      {
        player: 'firstDeposit',
        order: await newOrder(firstDeposit, 700, { bonusEvent: true }),
        paid: 700,
      },
      { player: 'gift', order: await newOrder(gift, 800, { bonusRateBp: 200 }), paid: 800 },
      { player: 'coded', order: await newOrder(coded, 1234.56), paid: 1234.56 },
      { player: 'limited', order: await newOrder(limited, 300), paid: 300 },
      { player: 'excluded', order: await newOrder(excluded, 400), paid: 400 },
      { player: 'mismatch', order: await newOrder(mismatch, 500), paid: 499 },
      { player: 'twice', order: await newOrder(twice, 500), paid: 500 },
      { player: 'twice', order: await newOrder(twice, 600), paid: 600 },
      // A replay of the same callback.
      { player: 'replayed', order: replayedOrder, paid: 900 },
      { player: 'replayed', order: replayedOrder, paid: 900 },
    ];
    const players = {
      plain,
      vip,
      cashback,
      firstDeposit,
      gift,
      coded,
      limited,
      excluded,
      mismatch,
      twice,
      replayed,
    };
    return { players, deposits };
  }

  /** What a scenario left, per player: everything crediting writes, order numbers named. */
  async function effects(run: Awaited<ReturnType<typeof scenario>>) {
    const names = new Map<string, string>();
    for (const [i, d] of run.deposits.entries()) {
      if (!names.has(d.order.orderNo)) names.set(d.order.orderNo, `order${i}`);
    }
    // Order numbers named by their place; ids of rewards and codes differ from run to run.
    const anonymous = (value: unknown) =>
      JSON.parse(
        [...names]
          .reduce((text, [orderNo, name]) => text.split(orderNo).join(name), JSON.stringify(value))
          .replace(/(reward:|promo-code:|"rewardId":")\d+/g, '$1#'),
      ) as unknown;
    const out: Record<string, unknown> = {};
    for (const [name, id] of Object.entries(run.players)) {
      const read = async (query: ReturnType<typeof sql>) => anonymous(await queryRows(db, query));
      out[name] = {
        wallet: await read(
          sql`select balance_paise::text as balance, wager_remaining_paise::text as wager
              from ledger_accounts where code = ${`wallet:${id}`}`,
        ),
        orders: await read(
          sql`select order_no, status, credited_paise::text as credited, bonus_paise::text as bonus,
                review_reason, note, bank_ref, success_at is not null as success
              from deposit_orders where player_id = ${id} order by id`,
        ),
        postings: await read(
          sql`select t.idempotency_key, t.kind, t.record_type, t.metadata,
                array_agg(e.amount_paise::text || '@' || e.balance_after_paise::text
                          order by e.amount_paise) as entries
              from ledger_transactions t join ledger_entries e on e.transaction_id = t.id
              where t.player_id = ${id}
              group by t.id order by t.id`,
        ),
        rewards: await read(
          sql`select kind, source, amount_paise::text as amount, wager_paise::text as wager,
                wager_capital_paise::text as capital, status
              from rewards where player_id = ${id} order by id`,
        ),
        mails: await read(
          sql`select template, params from mail_messages where player_id = ${id} order by id`,
        ),
        vip: await read(
          sql`select p.vip_level, v.counted_deposit_paise::text as counted,
                v.lifetime_deposit_paise::text as lifetime
              from players p left join vip_progress v on v.player_id = p.id where p.id = ${id}`,
        ),
        vipChanges: await read(
          sql`select from_level, to_level, reason from vip_level_changes where player_id = ${id}`,
        ),
        codes: await read(
          sql`select status, deposit_order_no from promo_code_redemptions where player_id = ${id}`,
        ),
        protection: await read(
          sql`select kind, detail from protection_events where player_id = ${id} order by id`,
        ),
        history: await read(
          sql`select e.source, e.kind, e.status, e.amount_paise::text as amount, e.detail
              from deposit_events e join deposit_orders o on o.id = e.order_id
              where o.player_id = ${id} and e.source = 'system' order by e.id`,
        ),
      };
    }
    return out;
  }

  it('credits a mixed batch together exactly as it credits each callback alone', async () => {
    // Alone: each callback in its own transaction, through the path a callback took by itself.
    const alone = await scenario();
    for (const d of alone.deposits) {
      const [order] = await db
        .select()
        .from(depositOrders)
        .where(sql`id = ${d.order.id}`);
      const prepared = await prepareDepositCredit(deps, order!);
      await db.transaction((tx) =>
        applyDepositEvent({ tx, prepared }, order!, paid(order!.orderNo, d.paid)),
      );
    }
    // Together: the same callbacks stored, then one batch credits them all.
    const together = await scenario();
    for (const d of together.deposits) {
      await storeDepositEvent(deps, paid(d.order.orderNo, d.paid));
    }
    const batch = await creditCallbackBatch(deps, 50);
    // Written together: the batch did not fall back to crediting each callback alone.
    expect(fellBack()).toEqual([]);
    expect(batch.leased).toBe(together.deposits.length);
    expect(batch.handled).toHaveLength(together.deposits.length);
    const states = await queryRows<{ state: string }>(
      db,
      sql`select c.state from deposit_callbacks c
          where c.order_id = any(${`{${together.deposits.map((d) => d.order.id).join(',')}}`}::bigint[])`,
    );
    expect(states.map((s) => s.state)).toEqual(Array(together.deposits.length).fill('done'));

    const [expected, actual] = [await effects(alone), await effects(together)];
    expect(actual).toEqual(expected);
    // And what that is: the held, refused and credited deposits of the one batch.
    const of = (name: string) => actual[name] as Record<string, { status?: string }[]>;
    expect(of('limited').orders![0]).toMatchObject({
      status: 'pending',
      review_reason: 'protection_hold',
    });
    expect(of('excluded').orders![0]).toMatchObject({
      status: 'pending',
      review_reason: 'protection_hold',
    });
    expect(of('mismatch').orders![0]).toMatchObject({
      status: 'pending',
      review_reason: 'amount_mismatch',
    });
    expect(of('twice').orders!.map((o) => o.status)).toEqual(['success', 'success']);
    expect(of('replayed').orders!.map((o) => o.status)).toEqual(['success']);
    expect(of('replayed').postings).toHaveLength(1);
    expect(of('plain').wallet).toEqual([{ balance: String(R(500)), wager: String(R(500)) }]);
    expect(of('vip').vip).toEqual([
      { vip_level: 1, counted: String(R(1000)), lifetime: String(R(1000)) },
    ]);
    expect(of('cashback').rewards).toEqual([
      expect.objectContaining({ kind: 'deposit_cashback', amount: String(R(210)) }),
    ]);
    expect(of('firstDeposit').rewards).toEqual([
      expect.objectContaining({ kind: 'first_deposit', amount: String(R(700)), status: 'claimed' }),
    ]);
    expect(of('gift').postings!.map((p) => (p as { kind?: string }).kind)).toEqual([
      'deposit',
      'deposit_bonus',
    ]);
    expect(of('coded').codes).toEqual([{ status: 'paid', deposit_order_no: 'order5' }]);
    await expectLedgerClean(db);
  });

  it.runIf(target.kind === 'postgres')(
    'credits each of a mixed set once when two instances race over the same callbacks',
    async () => {
      const other = await openDatabase({ databaseUrl: database.url!, poolSize: 5 });
      try {
        const otherDeps = {
          db: other.db,
          accounts: createAccountDirectory(other.db),
          gateway,
          log,
        };
        const run = await scenario();
        // Every callback stored three times: batches of both instances take them in any split.
        for (let copy = 0; copy < 3; copy += 1) {
          for (const d of run.deposits)
            await storeDepositEvent(deps, paid(d.order.orderNo, d.paid));
        }
        const ids = run.deposits.map((d) => d.order.id);
        const pending = async () =>
          (
            await queryRows<{ n: number }>(
              db,
              sql`select count(*)::int as n from deposit_callbacks
                  where state = 'pending' and order_id = any(${`{${ids.join(',')}}`}::bigint[])`,
            )
          )[0]!.n;
        while ((await pending()) > 0) {
          const batches = await Promise.all(
            [deps, otherDeps, deps, otherDeps].map((d) => creditCallbackBatch(d as DepositDeps, 7)),
          );
          const handled = batches.flatMap((b) => b.handled);
          expect(new Set(handled).size).toBe(handled.length);
        }
        // Locks taken in one order: no batch deadlocked and fell back.
        expect(fellBack()).toEqual([]);
        const result = await effects(run);
        const of = (name: string) => result[name] as Record<string, unknown[]>;
        for (const name of ['plain', 'vip', 'cashback', 'firstDeposit', 'coded']) {
          expect(
            of(name).mails!.filter(
              (m) => (m as { template: string }).template === 'deposit.credited',
            ),
          ).toHaveLength(1);
          expect(of(name).postings!.length).toBeGreaterThan(0);
        }
        expect(of('plain').wallet).toEqual([{ balance: String(R(500)), wager: String(R(500)) }]);
        expect(of('vip').vip).toEqual([
          { vip_level: 1, counted: String(R(1000)), lifetime: String(R(1000)) },
        ]);
        expect(of('twice').wallet).toEqual([{ balance: String(R(1100)), wager: String(R(1100)) }]);
        expect(of('replayed').postings).toHaveLength(1);
        expect(of('cashback').rewards).toHaveLength(1);
        expect(of('coded').codes).toEqual([{ status: 'paid', deposit_order_no: 'order5' }]);
        expect((of('limited').orders![0] as { status: string }).status).toBe('pending');
        expect((of('excluded').orders![0] as { status: string }).status).toBe('pending');
        await expectLedgerClean(db);
      } finally {
        await other.close();
      }
    },
  );

  it.runIf(target.kind === 'postgres')(
    'claims a leased callback that another statement holds locked once it is let go, not skipping it',
    async () => {
      const order = await newOrder(await newPlayer(), 100);
      await storeDepositEvent(deps, paid(order.orderNo, 100));
      const due = await leaseDueCallbacks(db, 50, 60);
      const leased = due.find((d) => d.orderId === order.id)!;
      expect(leased).toBeDefined();
      // Another instance's lease statement can hold a leased row's lock for a moment.
      const other = await openDatabase({ databaseUrl: database.url!, poolSize: 1 });
      let letGo!: () => void;
      const holding = new Promise<void>((resolve) => (letGo = resolve));
      try {
        let locked!: () => void;
        const isLocked = new Promise<void>((resolve) => (locked = resolve));
        const holder = other.db.transaction(async (tx) => {
          await tx.execute(sql`select 1 from deposit_callbacks where id = ${leased.id} for update`);
          locked();
          await holding;
        });
        await isLocked;
        const claim = db.transaction((tx) => claimCallbacks(tx, [leased.id]));
        let answered = false;
        const answer = () => (answered = true);
        claim.then(answer, answer);
        // Until the claim waits on that lock (or, skipping the row, has answered already).
        for (;;) {
          const [waiting] = await queryRows<{ n: number }>(
            db,
            sql`select count(*)::int as n from pg_stat_activity
                where datname = current_database() and wait_event_type = 'Lock'`,
          );
          if (answered || waiting!.n > 0) break;
          await new Promise((r) => setTimeout(r, 10));
        }
        letGo();
        await holder;
        expect((await claim).map((c) => c.id)).toEqual([leased.id]);
      } finally {
        letGo();
        await other.close();
      }
    },
  );
});
