import { z } from 'zod';
import type { Db } from '../../db/client';
import { readSetting } from '../app-config';
import { adjustWagering, adjustWageringMany } from './accounts';
import { postTransaction, postTransactions, type Posting, type PostingResult } from './ledger';
import { multiplierUnits } from '@khel/contract/money';
import { multipleField } from '@khel/contract/admin-settings';

/**
 * How much turnover money brings with it (app_settings key `wagering`): a deposit adds its
 * amount × depositMultiple to the player's remaining wager requirement, a bonus adds bonus ×
 * its own multiple (a promotion may name one; bonusMultiple otherwise). Multiples may be
 * fractional (0.5×) and 0 turns the rule off (the contract's multipleField: 0–100, 2 decimals).
 * Absent or malformed settings mean 1× and 1×.
 */
const multiple = multipleField.catch(1);
const ZWagering = z
  .object({ depositMultiple: multiple, bonusMultiple: multiple })
  .catch({ depositMultiple: 1, bonusMultiple: 1 });
export type WageringRules = z.infer<typeof ZWagering>;

export async function readWageringRules(db: Db): Promise<WageringRules> {
  return ZWagering.parse((await readSetting(db, 'wagering')) ?? {});
}

/** amount × multiple in paise, rounded up: a fractional multiple never lowers the requirement. */
export function wagerFor(amountPaise: bigint, multiple: number): bigint {
  if (multiple <= 0 || amountPaise <= 0n) return 0n;
  const hundredths = multiplierUnits(multiple, 2);
  return (amountPaise * hundredths + 99n) / 100n;
}

/**
 * Posts a credit to a player's wallet and adds `wagerPaise` to the wallet's requirement in the
 * same database transaction. A replayed posting adds nothing, so a credit counts once however
 * often its caller retries.
 */
export async function postCreditWithWagering(
  tx: Db,
  posting: Posting,
  wallet: { walletId: bigint; wagerPaise: bigint },
): Promise<PostingResult> {
  const result = await postTransaction(tx, posting);
  if (result.status === 'posted') await adjustWagering(tx, wallet.walletId, wallet.wagerPaise);
  return result;
}

/**
 * postCreditWithWagering for many credits in two statements (a batch of deposits): the postings
 * in the order given, then each posted credit's wager added to its wallet. Answers in order.
 */
export async function postCreditsWithWagering(
  tx: Db,
  credits: { posting: Posting; wallet: { walletId: bigint; wagerPaise: bigint } }[],
): Promise<PostingResult[]> {
  const results = await postTransactions(
    tx,
    credits.map((c) => c.posting),
  );
  await adjustWageringMany(
    tx,
    credits.filter((_, i) => results[i]!.status === 'posted').map((c) => c.wallet),
  );
  return results;
}
