import type { z } from 'zod';
import { PROVIDER_ERRORS, type ZProviderBetWinRequest } from '@khel/contract';
import { parseRupees } from '@khel/contract/money';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/query';
import { sha256 } from '../../lib/tokens';
import { HOUSE } from '../wallet';
import { requestHashOf } from './claim';
import { ProviderError, answerFromPaise, type ProviderAnswer } from './errors';
import type { ProviderDeps } from './operations';

const MESSAGES = JSON.stringify(PROVIDER_ERRORS);

const amountOf = (value: unknown, allowZero: boolean) => {
  const parsed = parseRupees(value, { allowZero });
  if (!parsed.ok) throw new ProviderError('INVALID_REQUEST');
  return parsed.paise;
};

/**
 * betWin: a stake and the win that closes its round in one database call (provider_bet_win,
 * migration 0050): what bet then win (roundClosed) do, with bet's refusals, atomically.
 */
export async function placeBetWin(
  deps: ProviderDeps,
  providerCode: string,
  input: z.output<typeof ZProviderBetWinRequest>,
) {
  const stakePaise = amountOf(input.amount, false);
  const winPaise = amountOf(input.winAmount, true);
  const house = await deps.accounts.house(HOUSE.game(providerCode));
  const [row] = await queryRows<{ answer: ProviderAnswer }>(
    deps.db,
    sql`select provider_bet_win(${providerCode}, ${sha256(input.sessionId)}, ${input.transactionId},
          ${input.roundId}, ${input.gameCode ?? null}, ${house}, ${stakePaise}, ${winPaise},
          ${requestHashOf('betWin', input.roundId, stakePaise, winPaise)}, ${MESSAGES}::jsonb,
          ${deps.sessionIdleMs / 1000}, ${deps.now().toISOString()}::timestamptz) as answer`,
  );
  return answerFromPaise(row!.answer);
}
