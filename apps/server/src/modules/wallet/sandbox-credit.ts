import type { Db } from '../../db/client';
import { HOUSE, type AccountDirectory } from './accounts';
import { postCreditWithWagering, wagerFor } from './wagering';

/**
 * Sandbox money: credits a player from the sandbox funding account through a real ledger
 * transaction (record type 'gift'). For tests and demos; reachable over HTTP only in sandbox mode.
 * Test money brings no turnover unless `wagerMultiple` says so.
 */
export async function creditSandboxMoney(
  db: Db,
  accounts: AccountDirectory,
  options: { playerId: number; amountPaise: bigint; reference: string; wagerMultiple?: number },
) {
  const wallet = await accounts.wallet(options.playerId);
  const funding = await accounts.house(HOUSE.sandboxFunding);
  return db.transaction((tx) =>
    postCreditWithWagering(
      tx,
      {
        idempotencyKey: `sandbox-credit:${options.reference}`,
        requestHash: `${options.playerId}:${options.amountPaise}`,
        kind: 'sandbox_credit',
        recordType: 'gift',
        playerId: options.playerId,
        legs: [
          { accountId: funding, amountPaise: -options.amountPaise },
          { accountId: wallet, amountPaise: options.amountPaise },
        ],
      },
      { walletId: wallet, wagerPaise: wagerFor(options.amountPaise, options.wagerMultiple ?? 0) },
    ),
  );
}
