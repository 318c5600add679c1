import type { Db } from '../../db/client';
import { HOUSE, type AccountDirectory } from './accounts';
import { postTransaction } from './ledger';

/**
 * Sandbox money: credits a player from the sandbox funding account through a real ledger
 * transaction (record type 'gift'). For tests and demos; reachable over HTTP only in sandbox mode.
 */
export async function creditSandboxMoney(
  db: Db,
  accounts: AccountDirectory,
  options: { playerId: number; amountPaise: bigint; reference: string },
) {
  const wallet = await accounts.wallet(options.playerId);
  const funding = await accounts.house(HOUSE.sandboxFunding);
  return db.transaction((tx) =>
    postTransaction(tx, {
      idempotencyKey: `sandbox-credit:${options.reference}`,
      requestHash: `${options.playerId}:${options.amountPaise}`,
      kind: 'sandbox_credit',
      recordType: 'gift',
      playerId: options.playerId,
      legs: [
        { accountId: funding, amountPaise: -options.amountPaise },
        { accountId: wallet, amountPaise: options.amountPaise },
      ],
    }),
  );
}
