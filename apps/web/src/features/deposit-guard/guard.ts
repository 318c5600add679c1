import type { TChargeInfo } from '@khel/contract';
import type { QueryClient } from '@tanstack/react-query';
import { CHARGE_INFO_FRESH_MS, CHARGE_INFO_KEY, fetchChargeInfo } from './chargeInfoQuery';
import { isDepositClosedFor } from './rule';

/**
 * Whether deposits are closed for this player (docs/product.md §2): only +91 players can be refused;
 * their charge info is the one cached for 30 s (shared with the Deposit page) or a fresh one.
 * A failed charge-info call answers false so the Deposit page shows its own error.
 */
export async function isDepositClosed(
  queryClient: QueryClient,
  prefix: string | null,
): Promise<boolean> {
  if (!isDepositClosedFor(prefix, 0)) return false;
  try {
    const info = await queryClient.fetchQuery<TChargeInfo>({
      queryKey: CHARGE_INFO_KEY,
      queryFn: fetchChargeInfo,
      staleTime: CHARGE_INFO_FRESH_MS,
    });
    return isDepositClosedFor(prefix, info.rechargeOpen);
  } catch {
    return false;
  }
}
