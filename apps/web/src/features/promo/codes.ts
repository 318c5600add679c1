import type { PromoCodeScope, TPromoRedemption } from '@khel/contract';
import {
  jiliCodeRedeemEndpoint,
  promoCodeRecordsEndpoint,
  promoCodeRedeemEndpoint,
} from '@khel/contract/endpoints';
import { useQuery } from '../../api/query';
import { useWrite } from '../../api/useWrite';
import { call } from '../../lib/http';
import { showToast } from '../../lib/toast';
import { loadUserInfo } from '../session';

export type { PromoCodeScope, TPromoRedemption };

/** The redeem call of each page: the Promo tab's promo codes, the Jili page's gift codes. */
const REDEEM_CALLS = {
  promo: promoCodeRedeemEndpoint,
  jili: jiliCodeRedeemEndpoint,
} as const;

export const promoCodeKeys = {
  all: ['promoCodes'] as const,
  records: (scope: PromoCodeScope) => [...promoCodeKeys.all, scope] as const,
};

/** The player's redeemed codes of one page, newest first (only for a logged-in player). */
export function useRedeemedCodes(scope: PromoCodeScope, enabled: boolean) {
  return useQuery({
    queryKey: promoCodeKeys.records(scope),
    queryFn: () => call(promoCodeRecordsEndpoint, { scope }, { silent: true }),
    select: (page) => page.list,
    enabled,
  });
}

/**
 * Redeems a code: a fixed amount changes the balance, the wager requirement, the rewards and the
 * balance records, so user info is read again and their queries are made stale.
 */
export function useRedeemCode(
  scope: PromoCodeScope,
  messages: { loading: string; failure: string; success: string },
) {
  return useWrite(
    (code: string) => call(REDEEM_CALLS[scope], { code }, { failure: messages.failure }),
    {
      loading: messages.loading,
      invalidates: () => [promoCodeKeys.all, ['rewards'], ['records'], ['withdraw']],
      onSuccess: (data: { redemption: TPromoRedemption }) => {
        showToast(messages.success);
        if (data.redemption.amount !== null) return loadUserInfo();
        return undefined;
      },
    },
  );
}
