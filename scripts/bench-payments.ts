/**
 * `npm run bench:payments`: 1,000 players each create an online deposit of Rs 500 through the
 * real server (which creates the payment at the embedded sandbox gateway over HTTP), then every
 * order is paid on the gateway's pay page at once; the gateway's signed callbacks credit the
 * wallets. Then each player adds a withdraw account and withdraws Rs 200; the sandbox pays the
 * payouts by itself after 1 s and its callbacks settle them. Prints latencies, each deposit's
 * payment → credit time (from the database afterwards: the gateway's paid_at to the commit of the
 * credit), how long after the last payment the last deposit was credited, every withdrawal paid,
 * and the ledger invariants, on PostgreSQL (DATABASE_URL, when set) and on PGlite. One API
 * instance; deposits carry no wagering here.
 */
import { sql } from 'drizzle-orm';
import { queryRows } from '../apps/server/src/db/query';
import { startSession, insertPlayer, updatePlayer } from '../apps/server/src/modules/accounts';
import { appSettings } from '../apps/server/src/db/schema';
import type { Db } from '../apps/server/src/db/client';
import { hashPassword } from '../apps/server/src/lib/passwords';
import { SERVER_BUSY } from '../apps/server/src/lib/limiter';
import { GATEWAY_UNAVAILABLE } from '../apps/server/src/integrations/payments/sandbox';
import {
  agent,
  cpuSplit,
  createBenchDatabase,
  forEachDatabase,
  invariantsText,
  latencySummary,
  pickPorts,
  postJson,
  peakRssText,
  startServer,
  stopServers,
  type DatabaseKind,
} from './bench/lib';

const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 1000);
const CONNECTIONS = 64;
const WITHDRAW_PASSWORD = '135790';
const COMMON = {
  appId: 1502,
  appPackageName: 'com.khel.h5.1502',
  deviceNumber: 'bench',
  locale: 'en',
};

type Envelope<T> = { state: string; msg?: string; resultData: T };

/** Runs `task` for every item with at most CONNECTIONS at a time; returns each one's latency. */
async function inParallel<T>(items: T[], task: (item: T) => Promise<void>) {
  const latencies: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++]!;
      const t0 = performance.now();
      await task(item);
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  return latencies;
}

/**
 * A request sent again while `again` answers a delay for its message (null: this answer stands),
 * as a player tries again: a password check answered busy (every one goes through the instance's
 * scrypt limiter, as many at once as cores and a queue of 32, which the bench's 64 players at once
 * overflow on one instance), an order whose gateway call timed out.
 */
async function postAgain<T>(
  port: number,
  path: string,
  body: Record<string, unknown>,
  again: (msg: string | undefined) => number | null,
) {
  for (;;) {
    const answer = await postJson<Envelope<T>>(port, path, body);
    const delayMs = again(answer.msg);
    if (delayMs === null) return answer;
    await new Promise((r) => setTimeout(r, delayMs));
  }
}
const whileBusy = (msg: string | undefined) => (msg === SERVER_BUSY ? 100 : null);

/** The gateway's pay page form, as the payer's browser posts it. */
async function pay(port: number, payUrl: string) {
  const path = new URL(payUrl).pathname;
  const answer = await agent.request(port, {
    path,
    body: 'action=pay',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  if (answer.status !== 303) throw new Error(`${path}: ${answer.status}`);
}

/**
 * Each deposit's time from payment (the gateway's paid_at, its pay transaction) to its credit:
 * the commit of the batch that credited it (deposit_callbacks.done_at, clock time just before that
 * commit), or the credit's ledger transaction where no callback row is kept.
 */
async function paymentToCredit(db: Db) {
  const [inbox] = await queryRows<{ kept: boolean }>(
    db,
    sql`select to_regclass('deposit_callbacks') is not null as kept`,
  );
  const doneAt = inbox?.kept
    ? sql`(select max(c.done_at) from deposit_callbacks c where c.order_id = d.id)`
    : sql`null::timestamptz`;
  const receivedAt = inbox?.kept
    ? sql`(select min(c.received_at) from deposit_callbacks c where c.order_id = d.id)`
    : sql`null::timestamptz`;
  const rows = await queryRows<{ paid: number; received: number | null; credited: number }>(
    db,
    sql`select extract(epoch from p.paid_at) * 1000 as paid,
               extract(epoch from ${receivedAt}) * 1000 as received,
               extract(epoch from greatest(t.created_at, ${doneAt})) * 1000 as credited
        from psp_orders p
        join deposit_orders d on d.order_no = p.merchant_order_id
        join ledger_transactions t on t.idempotency_key = 'deposit:' || d.order_no
        where p.status = 'paid'`,
  );
  const paid = rows.map((r) => Number(r.paid));
  const credited = rows.map((r) => Number(r.credited));
  const received = rows.map((r) => (r.received === null ? null : Number(r.received)));
  return {
    latencies: rows.map((_, i) => credited[i]! - paid[i]!),
    // The two stages: the gateway's callback reaching the inbox, then the inbox to the credit.
    toInbox: received.flatMap((at, i) => (at === null ? [] : [at - paid[i]!])),
    inboxToCredit: received.flatMap((at, i) => (at === null ? [] : [credited[i]! - at])),
    lastCreditToLastPaymentMs: Math.max(...credited) - Math.max(...paid),
    firstPaymentToLastCreditMs: Math.max(...credited) - Math.min(...paid),
  };
}

async function run(kind: DatabaseKind) {
  const bench = await createBenchDatabase(kind, 'payments');
  const players: { sign: string; uid: string }[] = [];
  const { db } = bench.database;
  // Withdrawals need no turnover here, and every player has the same withdrawal password.
  await db
    .insert(appSettings)
    .values({ key: 'wagering', value: { depositMultiple: 0, bonusMultiple: 0 } })
    .onConflictDoUpdate({
      target: appSettings.key,
      set: { value: { depositMultiple: 0, bonusMultiple: 0 } },
    });
  const withdrawPasswordHash = await hashPassword(WITHDRAW_PASSWORD, 10);
  for (let i = 0; i < PLAYERS; i += 1) {
    const player = await insertPlayer(
      bench.database.db,
      { isGuest: true, birthday: '1990-05-17' },
      (id) => `Pay${id}`,
    );
    await updatePlayer(db, player.id, { withdrawPasswordHash });
    players.push(
      await startSession(bench.database.db, {
        playerId: player.id,
        method: 'guest',
        requester: { ip: '127.0.0.1', deviceNumber: 'bench' },
        settings: { idleMs: 3_600_000, maxMs: 3_600_000 },
      }),
    );
  }
  await bench.release();
  const [port] = pickPorts(1);
  const servers = [await startServer({ ...bench.env, PSP_PAYOUT_AUTO_SETTLE_SECONDS: '1' }, port!)];
  try {
    const payUrls: string[] = [];
    const orderNos: string[] = [];
    // An order whose gateway call timed out (10 s; one PGlite instance under the 64 players at
    // once) is refused with GATEWAY_UNAVAILABLE: the player tries again, and the bench counts it.
    let timedOut = 0;
    const created = await inParallel(players, async (session) => {
      const answer = await postAgain<{ payUrl: string; orderNo: string }>(
        port!,
        '/api/recharge/createRechargeOrder',
        { ...COMMON, ...session, depositAmount: 500, depositChannel: 1, depositMethod: 1 },
        (msg) => {
          if (msg !== GATEWAY_UNAVAILABLE || timedOut >= PLAYERS) return null;
          timedOut += 1;
          return 0;
        },
      );
      if (answer.state !== '200') throw new Error(`order refused: ${answer.msg}`);
      payUrls.push(answer.resultData.payUrl);
      orderNos[players.indexOf(session)] = answer.resultData.orderNo;
    });
    const t0 = performance.now();
    const cpu = cpuSplit(servers);
    const paid = await inParallel(payUrls, (url) => pay(port!, url));
    const allPaidMs = performance.now() - t0;
    // Credited when the orders say so: a light watcher, so it does not slow what it measures —
    // on PostgreSQL one count of the credited orders every 20 ms on the bench's own connection;
    // on PGlite (which belongs to the server now) through the API, one order at a time in
    // payment order (a request, with its session's statements, per order).
    if (kind === 'postgres') {
      for (;;) {
        const [row] = await queryRows<{ n: number }>(
          db,
          sql`select count(*)::int as n from deposit_orders where status = 'success'`,
        );
        if (Number(row!.n) >= PLAYERS) break;
        if (performance.now() - t0 > 600_000) throw new Error(`${row!.n} credited`);
        await new Promise((r) => setTimeout(r, 20));
      }
    } else {
      for (const [i, session] of players.entries()) {
        for (;;) {
          const answer = await postJson<Envelope<{ status: string }>>(
            port!,
            '/api/recharge/orderDetail',
            { ...COMMON, ...session, orderNo: orderNos[i]! },
          );
          if (answer.resultData?.status === 'success') break;
          if (performance.now() - t0 > 600_000) throw new Error(`${orderNos[i]} not credited`);
          await new Promise((r) => setTimeout(r, 20));
        }
      }
    }
    // From the first payment to the last credit: paying, the callbacks and the credits.
    const cpuText = cpu.text(PLAYERS);

    /** The withdrawal half; its failure leaves the deposit figures. */
    const withdrawals = async () => {
      const applied = await inParallel(players, async (session) => {
        const auth = { ...COMMON, ...session };
        const account = await postAgain<{ id: string }>(
          port!,
          '/api/bank/add',
          {
            ...auth,
            holderName: 'Bench Player',
            accountNumber: `9${session.uid.padStart(11, '0')}`,
            confirmAccountNumber: `9${session.uid.padStart(11, '0')}`,
            ifsc: 'HDFC0001234',
            withdrawPassword: WITHDRAW_PASSWORD,
          },
          whileBusy,
        );
        if (account.state !== '200') throw new Error(`account refused: ${account.msg}`);
        const body = { ...auth, amount: 200, bankAccountId: account.resultData.id };
        const preview = await postJson<Envelope<{ orderNo: string }>>(
          port!,
          '/api/withdraw/preview',
          body,
        );
        if (preview.state !== '200') throw new Error(`preview refused: ${preview.msg}`);
        const order = await postAgain<unknown>(
          port!,
          '/api/withdraw/apply',
          {
            ...body,
            orderNo: preview.resultData.orderNo,
            withdrawPassword: WITHDRAW_PASSWORD,
          },
          whileBusy,
        );
        if (order.state !== '200') throw new Error(`withdrawal refused: ${order.msg}`);
      });
      const w0 = performance.now();
      let unpaid = [...players];
      while (unpaid.length > 0) {
        const still: typeof unpaid = [];
        await inParallel(unpaid, async (session) => {
          const page = await postJson<Envelope<{ list: { status: string }[] }>>(
            port!,
            '/api/withdraw/record',
            { ...COMMON, ...session, range: 'today' },
          );
          if (page.resultData?.list[0]?.status !== 'success') still.push(session);
        });
        unpaid = still;
        if (performance.now() - w0 > 600_000) throw new Error(`${unpaid.length} not paid out`);
        if (unpaid.length > 0) await new Promise((r) => setTimeout(r, 500));
      }
      const paidOutMs = performance.now() - w0;
      return `${latencySummary(applied).text}; all paid out ${(paidOutMs / 1000).toFixed(1)} s after the last apply (sandbox pays after 1 s)`;
    };
    const withdrawalText =
      process.env.BENCH_WITHDRAWALS === '0'
        ? 'skipped (BENCH_WITHDRAWALS=0)'
        : await withdrawals().catch((error: Error) => `FAILED: ${error.message}`);
    const peaks = await stopServers(servers);
    servers.length = 0;
    const database = await bench.reopen();
    const [sum] = await queryRows<{ total: string }>(
      database.db,
      sql`select coalesce(sum(balance_paise), 0)::text as total from ledger_accounts where kind = 'wallet'`,
    );
    const credits = await paymentToCredit(database.db);
    const toCredit = latencySummary(credits.latencies);
    const lastGapS = credits.lastCreditToLastPaymentMs / 1000;
    console.log(
      `${kind}, ${PLAYERS} players:\n` +
        `  deposit: create order ${latencySummary(created).text}` +
        `${timedOut > 0 ? ` (${timedOut} refused as the gateway timed out, sent again)` : ''}` +
        `; all paid on the pay page in ` +
        `${(allPaidMs / 1000).toFixed(1)} s (${latencySummary(paid).text}); ` +
        `${Math.round(PLAYERS / (credits.firstPaymentToLastCreditMs / 1000))} deposits/s credited\n` +
        `  payment → credit (gateway paid_at → credit commit): ${toCredit.text} ` +
        `(goal p99 ≤ 1000 ms); last credit ${lastGapS.toFixed(2)} s after the last payment ` +
        `(goal ≤ 2 s)\n` +
        `  of which payment → callback stored ${latencySummary(credits.toInbox).text}; ` +
        `stored → credit commit ${latencySummary(credits.inboxToCredit).text}\n` +
        `  payment to credit, per deposit: ${cpuText}\n` +
        `  withdrawal (add account + preview + apply): ${withdrawalText}\n` +
        `  server ${peakRssText(peaks)}\n` +
        `  wallets hold Rs ${Number(sum!.total) / 100}; invariants ` +
        `${await invariantsText(database)}`,
    );
  } catch (error) {
    console.error(`${kind}: ${error instanceof Error ? error.stack : String(error)}`);
    process.exitCode = 1;
  } finally {
    await stopServers(servers);
    // PGlite is closed while its server owns it; an error before reopening leaves it closed.
    await bench.drop().catch(() => undefined);
  }
}

await forEachDatabase('', run);
agent.destroy();
