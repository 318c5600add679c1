import { PROVIDER_ERRORS, type ProviderErrorState } from '@khel/contract';
import { toRupees } from '@khel/contract/money';

/** A refusal of the provider API: its state, and the balance when the player is known. */
export class ProviderError extends Error {
  constructor(
    readonly state: ProviderErrorState,
    readonly balancePaise: bigint | null = null,
    /** What exactly was wrong (INVALID_REQUEST names the field). */
    detail?: string,
  ) {
    super(detail ? `${PROVIDER_ERRORS[state]}: ${detail}` : PROVIDER_ERRORS[state]);
    this.name = 'ProviderError';
  }
}

export type ProviderAnswer =
  | { state: '200'; resultData: Record<string, unknown> }
  | { state: ProviderErrorState; msg: string; resultData?: { balance: number; currency: 'INR' } };

export const balanceData = (paise: bigint) => ({
  balance: toRupees(paise),
  currency: 'INR' as const,
});

/**
 * The answer of provider_bet or provider_win (migration 0014) as the wire has it: the database
 * keeps the balance in paise ('balancePaise'); answers stored before it already say rupees.
 */
export function answerFromPaise(stored: ProviderAnswer): ProviderAnswer {
  const data = stored.resultData as Record<string, unknown> | undefined;
  if (!data || !('balancePaise' in data)) return stored;
  const { balancePaise, currency, ...rest } = data;
  const resultData = { balance: toRupees(String(balancePaise)), currency, ...rest };
  return { ...stored, resultData } as ProviderAnswer;
}

export function refusal(error: ProviderError): ProviderAnswer {
  return {
    state: error.state,
    msg: error.message,
    ...(error.balancePaise === null ? {} : { resultData: balanceData(error.balancePaise) }),
  };
}
