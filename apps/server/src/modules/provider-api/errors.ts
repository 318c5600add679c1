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

export function refusal(error: ProviderError): ProviderAnswer {
  return {
    state: error.state,
    msg: error.message,
    ...(error.balancePaise === null ? {} : { resultData: balanceData(error.balancePaise) }),
  };
}
