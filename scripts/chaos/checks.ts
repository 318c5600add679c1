/**
 * What `npm run chaos` proves once the faults stop and the jobs are done: the ledger's invariants
 * (the logic of `npm run ledger:check`), every operation the client saw acknowledged present with
 * its effect, and money conserved across the three systems — each house account of the platform
 * equals what the system on the other side recorded (the gateway's payments and payouts, the
 * games server's bets), so the wallets hold exactly the initial funds plus deposits minus
 * withdrawals minus the games' net.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client';
import { queryRows } from '../../apps/server/src/db/query';
import { checkLedger, isClean } from '../../apps/server/src/modules/wallet';
import type { Acknowledged } from './load';

type Counts = Record<string, number>;

/** Work the jobs still have to finish; all zero when the system has settled. */
export async function pendingWork(database: Database): Promise<Counts> {
  const [row] = await queryRows<Counts>(
    database.db,
    sql`select
      (select count(*) from kg_pending_settlements)::int as "queued game settlements",
      (select count(*) from kg_bets where status = 'pending')::int as "pending bets",
      (select count(*) from kg_crash_bets where not settled
         and status in ('cashed_out', 'lost', 'refunded'))::int as "unsettled crash bets",
      (select count(*) from game_rounds where status = 'open')::int as "open game rounds",
      (select count(*) from psp_callbacks where status <> 'acknowledged')::int as "gateway callbacks undelivered",
      (select count(*) from psp_payouts where status = 'processing')::int as "gateway payouts processing",
      (select count(*) from withdrawal_orders where status in ('review', 'processing'))::int as "withdrawals in flight",
      (select count(*) from psp_orders o where o.status = 'paid' and not exists (
         select 1 from deposit_orders d where d.order_no = o.merchant_order_id
           and d.status = 'success'))::int as "payments not credited"`,
  );
  return row!;
}

export const pendingTotal = (counts: Counts) => Object.values(counts).reduce((a, b) => a + b, 0);

const rupees = (paise: bigint) => `Rs ${(Number(paise) / 100).toFixed(2)}`;

export interface Verdict {
  violations: string[];
  /** Acknowledged operations not found with their effect. */
  lost: number;
  /** Wallets minus what the other systems say they must hold (0 when nothing was made or lost). */
  moneyDrift: bigint;
  figures: string[];
}

export async function verify(
  database: Database,
  acks: Acknowledged,
  initialPaise: bigint,
): Promise<Verdict> {
  const { db } = database;
  const violations: string[] = [];
  let lost = 0;
  const miss = (what: string) => {
    lost += 1;
    if (lost <= 20) violations.push(`acknowledged but missing: ${what}`);
  };

  const ledger = await checkLedger(db);
  if (!isClean(ledger)) violations.push(`ledger invariants broken: ${JSON.stringify(ledger)}`);

  const bets = new Map(
    (
      await queryRows<{ id: string; status: string; amount: string; payout: string }>(
        db,
        sql`select id::text, status, amount_paise::text as amount, payout_paise::text as payout
            from kg_bets`,
      )
    ).map((b) => [b.id, b]),
  );
  const rounds = new Map(
    (
      await queryRows<{ round_id: string; status: string; stake: string; win: string }>(
        db,
        sql`select round_id, status, stake_paise::text as stake, win_paise::text as win
            from game_rounds where provider_code = 'khel'`,
      )
    ).map((r) => [r.round_id, r]),
  );
  for (const ack of acks.bets) {
    const row = bets.get(ack.id.replace(/^d-/, ''));
    const round = rounds.get(ack.id);
    const ok =
      row?.status === 'done' &&
      Number(row.amount) === ack.amountPaise &&
      Number(row.payout) === ack.payoutPaise &&
      round?.status === 'settled' &&
      Number(round.stake) === ack.amountPaise &&
      Number(round.win) === ack.payoutPaise;
    if (!ok) miss(`bet ${ack.id} (${JSON.stringify({ row, round })})`);
  }

  const deposits = new Map(
    (
      await queryRows<{ order_no: string; status: string; credited: string | null }>(
        db,
        sql`select order_no, status, credited_paise::text as credited from deposit_orders`,
      )
    ).map((d) => [d.order_no, d]),
  );
  for (const ack of acks.deposits) {
    const row = deposits.get(ack.orderNo);
    const ok = ack.paid
      ? row?.status === 'success' && Number(row.credited) === ack.amountPaise
      : row !== undefined;
    if (!ok) miss(`deposit ${ack.orderNo} paid=${ack.paid} (${JSON.stringify(row)})`);
  }

  const withdrawals = new Map(
    (
      await queryRows<{ order_no: string; status: string; amount: string }>(
        db,
        sql`select order_no, status, amount_paise::text as amount from withdrawal_orders`,
      )
    ).map((w) => [w.order_no, w]),
  );
  for (const ack of acks.withdrawals) {
    const row = withdrawals.get(ack.orderNo);
    if (!(row?.status === 'success' && Number(row.amount) === ack.amountPaise)) {
      miss(`withdrawal ${ack.orderNo} (${JSON.stringify(row)})`);
    }
  }

  const pending = await pendingWork(database);
  for (const [what, n] of Object.entries(pending)) if (n > 0) violations.push(`${what}: ${n}`);

  const money = await conservation(database, initialPaise);
  violations.push(...money.violations);
  return { violations, lost, moneyDrift: money.drift, figures: money.figures };
}

async function conservation(database: Database, initialPaise: bigint) {
  const [m] = await queryRows<Record<string, string>>(
    database.db,
    sql`select
      (select coalesce(sum(balance_paise), 0) from ledger_accounts where kind = 'wallet')::text as wallets,
      (select coalesce(sum(amount_paise), 0) from psp_orders where status = 'paid')::text as psp_paid,
      (select coalesce(sum(amount_paise), 0) from psp_payouts where status = 'paid')::text as psp_payouts,
      (select coalesce(sum(credited_paise), 0) from deposit_orders where status = 'success')::text as credited,
      (select coalesce(sum(bonus_paise), 0) from deposit_orders where status = 'success')::text as bonus,
      (select coalesce(sum(arrival_paise), 0) from withdrawal_orders where status = 'success')::text as arrivals,
      (select coalesce(sum(fee_paise), 0) from withdrawal_orders where status = 'success')::text as fees,
      (select coalesce(sum(amount_paise), 0) from withdrawal_orders where status = 'success')::text as withdrawn,
      (select coalesce(sum(amount_paise), 0) from withdrawal_orders where status in ('review', 'processing'))::text as in_flight,
      ((select coalesce(sum(amount_paise - payout_paise), 0) from kg_bets where status = 'done')
       + (select coalesce(sum(amount_paise - payout_paise), 0) from kg_crash_bets
          where settled and status in ('cashed_out', 'lost')))::text as games_net`,
  );
  const v = Object.fromEntries(Object.entries(m!).map(([k, x]) => [k, BigInt(x)]));
  const houses = new Map(
    (
      await queryRows<{ code: string; balance: string }>(
        database.db,
        sql`select a.code, coalesce(sum(e.amount_paise), 0)::text as balance from ledger_accounts a
            left join ledger_entries e on e.account_id = a.id where a.kind = 'house' group by a.code`,
      )
    ).map((h) => [h.code, BigInt(h.balance)]),
  );
  const violations: string[] = [];
  const expectEqual = (what: string, actual: bigint, expected: bigint) => {
    if (actual !== expected) {
      violations.push(`${what}: ${rupees(actual)}, expected ${rupees(expected)}`);
    }
  };
  const house = (code: string) => houses.get(code) ?? 0n;
  expectEqual('deposits credited vs gateway payments', v.credited!, v.psp_paid!);
  expectEqual('withdrawals paid vs gateway payouts', v.arrivals!, v.psp_payouts!);
  expectEqual('house:gateway:sandbox', house('house:gateway:sandbox'), v.arrivals! - v.credited!);
  expectEqual('house:game:khel vs the games server', house('house:game:khel'), v.games_net!);
  expectEqual('house:sandbox-funding', house('house:sandbox-funding'), -initialPaise);
  expectEqual('house:bonus-expense', house('house:bonus-expense'), -v.bonus!);
  expectEqual('house:fee-income', house('house:fee-income'), v.fees!);
  expectEqual('house:withdrawals-in-flight', house('house:withdrawals-in-flight'), v.in_flight!);
  const known = new Set([
    'house:gateway:sandbox',
    'house:game:khel',
    'house:sandbox-funding',
    'house:bonus-expense',
    'house:fee-income',
    'house:withdrawals-in-flight',
  ]);
  for (const [code, balance] of houses) {
    if (!known.has(code) && balance !== 0n) violations.push(`${code} holds ${rupees(balance)}`);
  }
  const expectedWallets =
    initialPaise + v.credited! + v.bonus! - v.withdrawn! - v.in_flight! - v.games_net!;
  const drift = v.wallets! - expectedWallets;
  if (drift !== 0n) violations.push(`wallets hold ${rupees(drift)} more than they should`);
  const figures = [
    `wallets ${rupees(v.wallets!)} = initial ${rupees(initialPaise)} + deposits ${rupees(v.credited!)}` +
      ` + bonus ${rupees(v.bonus!)} − withdrawals ${rupees(v.withdrawn! + v.in_flight!)}` +
      ` − games net ${rupees(v.games_net!)}; created or lost: ${rupees(drift)}`,
  ];
  return { violations, drift, figures };
}
