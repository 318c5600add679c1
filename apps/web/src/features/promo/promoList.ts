import { promoListEndpoint } from '@khel/contract/endpoints';
import { useCachedQuery } from '../../api/cachedQuery';
import { useTranslation } from '../../i18n/useTranslation';
import { call } from '../../lib/http';

export const promoKeys = {
  all: ['promo'] as const,
  list: (language: string) => [...promoKeys.all, 'list', language] as const,
  signup: () => [...promoKeys.all, 'signup'] as const,
  cashback: () => [...promoKeys.all, 'cashback'] as const,
  cashbackRecords: () => [...promoKeys.all, 'cashbackRecords'] as const,
  rewards: () => ['rewards'] as const,
};

export const PROMO_LIST_STALE_MS = 60_000;

export const fetchPromoList = (signal?: AbortSignal) =>
  call(promoListEndpoint, {}, { silent: true, signal });

/**
 * Running campaigns in the UI language for the promo popup, on the first screen: the pages'
 * usePromoList cache entry, read through useCachedQuery (api/cachedQuery.ts), not TanStack's
 * observer.
 */
export function useCachedPromoList() {
  const { i18n } = useTranslation();
  return useCachedQuery(promoKeys.list(i18n.language), fetchPromoList, {
    staleTime: PROMO_LIST_STALE_MS,
  });
}
