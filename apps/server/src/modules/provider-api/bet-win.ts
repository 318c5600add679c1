import type { z } from 'zod';
import type { ZProviderBetWinRequest } from '@khel/contract';
import { parseRupees } from '@khel/contract/money';
import { sha256 } from '../../lib/tokens';
import { HOUSE } from '../wallet';
import { requestHashOf } from './claim';
import { ProviderError, answerFromPaise } from './errors';
import type { OperationDeps } from './operations';

const amountOf = (value: unknown, allowZero: boolean) => {
  const parsed = parseRupees(value, { allowZero });
  if (!parsed.ok) throw new ProviderError('INVALID_REQUEST');
  return parsed.paise;
};

/**
 * betWin: a stake and the win that closes its round, posted with the other calls of the wallet's
 * group commit (batch.ts): the betWin branch of provider_batch (migration 0059) does what bet then
 * win (roundClosed) do, with bet's refusals, atomically, and answers a replay as it did first.
 */
export async function placeBetWin(
  deps: OperationDeps,
  providerCode: string,
  input: z.output<typeof ZProviderBetWinRequest>,
) {
  const stakePaise = amountOf(input.amount, false);
  const winPaise = amountOf(input.winAmount, true);
  const house = await deps.accounts.house(HOUSE.game(providerCode));
  const answer = await deps.submit({
    k: 'betWin',
    p: providerCode,
    t: input.transactionId,
    r: input.roundId,
    h: String(house),
    a: String(stakePaise),
    w: String(winPaise),
    q: requestHashOf('betWin', input.roundId, stakePaise, winPaise),
    s: sha256(input.sessionId),
    g: input.gameCode ?? null,
  });
  return answerFromPaise(answer);
}
