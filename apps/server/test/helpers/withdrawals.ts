import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../../src/db/client';
import { queryRows } from '../../src/db/query';
import { hashPassword } from '../../src/lib/passwords';
import { startSession } from '../../src/modules/accounts/sessions';
import { updatePlayer } from '../../src/modules/accounts/store';
import { readWallet } from '../../src/modules/wallet/accounts';
import { checkLedger } from '../../src/modules/wallet/invariants';
import { commonBody, postApi } from './app';
import { expectOk, type Session } from './accounts';
import { markVerified } from './kyc';
import { fundedPlayer } from './provider';

export const WITHDRAW_PASSWORD = '123456';

let accountSeq = 0;
/** A bank account number not used before in this process. */
export const newAccountNumber = () =>
  `9${String(Date.now()).slice(-8)}${String(++accountSeq).padStart(4, '0')}`;

export interface WithdrawPlayer {
  playerId: number;
  session: Session;
  body: (extra?: Record<string, unknown>) => Record<string, unknown>;
}

/**
 * A logged-in player with `rupees` of sandbox money, a withdrawal password and a VIP level, whose
 * identity is verified unless `verified: false` (the gate above Rs 20,000 is not what most
 * withdrawal tests are about).
 */
export async function withdrawPlayer(
  db: Db,
  options: { rupees: number; vipLevel?: number; password?: string | null; verified?: boolean },
): Promise<WithdrawPlayer> {
  const playerId = await fundedPlayer(db, options.rupees);
  if (options.verified !== false) await markVerified(db, playerId);
  await updatePlayer(db, playerId, {
    vipLevel: options.vipLevel ?? 0,
    withdrawPasswordHash:
      options.password === null
        ? null
        : await hashPassword(options.password ?? WITHDRAW_PASSWORD, 12),
  });
  const session = await startSession(db, {
    playerId,
    method: 'password',
    requester: { ip: '127.0.0.1', deviceNumber: 'd' },
    settings: { idleMs: 3_600_000, maxMs: 3_600_000 },
  });
  return { playerId, session, body: (extra = {}) => commonBody({ ...session, ...extra }) };
}

export const bankForm = (extra: Record<string, unknown> = {}) => {
  const accountNumber = newAccountNumber();
  return {
    holderName: 'Asha Rao',
    accountNumber,
    confirmAccountNumber: accountNumber,
    ifsc: 'HDFC0001234',
    accountType: 'savings',
    withdrawPassword: WITHDRAW_PASSWORD,
    ...extra,
  };
};

/** Adds a bank account and returns its id. */
export async function addBank(app: FastifyInstance, player: WithdrawPlayer) {
  const { body } = await postApi(app, '/bank/add', player.body(bankForm()));
  return expectOk<{ id: string }>(body).id;
}

/** Preview then apply, as the app does; answers the apply envelope. */
export async function withdraw(
  app: FastifyInstance,
  player: WithdrawPlayer,
  options: { amount: number; bankAccountId: string; password?: string },
) {
  const preview = await postApi(app, '/withdraw/preview', player.body(options));
  const { orderNo } = expectOk<{ orderNo: string }>(preview.body);
  return postApi(
    app,
    '/withdraw/apply',
    player.body({ ...options, orderNo, withdrawPassword: options.password ?? WITHDRAW_PASSWORD }),
  );
}

export const balanceOf = async (db: Db, playerId: number) =>
  Number((await readWallet(db, playerId)).balancePaise) / 100;

/** Sum of a house account's entries, in rupees (house accounts keep no balance row). */
export async function houseTotal(db: Db, code: string) {
  const [row] = await queryRows<{ total: string }>(
    db,
    sql`select coalesce(sum(e.amount_paise), 0)::text as total
        from ledger_entries e join ledger_accounts a on a.id = e.account_id where a.code = ${code}`,
  );
  return Number(row!.total) / 100;
}

export async function expectLedgerClean(db: Db) {
  expect(await checkLedger(db)).toEqual({
    unbalancedTransactions: [],
    balanceMismatches: [],
    negativeWallets: [],
  });
}

export async function orderEvents(db: Db, orderNo: string) {
  return queryRows<{ from_status: string | null; to_status: string; actor: string }>(
    db,
    sql`select e.from_status, e.to_status, e.actor from withdrawal_events e
        join withdrawal_orders o on o.id = e.order_id where o.order_no = ${orderNo} order by e.id`,
  );
}
