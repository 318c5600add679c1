import type { TProtectionInfoResponse } from '@khel/contract';
import type { ProtectionLimit } from '@khel/contract/constants';
import {
  protectionCancelLimitEndpoint,
  protectionConfirmLimitEndpoint,
  protectionExcludeEndpoint,
  protectionInfoEndpoint,
  protectionRealityCheckEndpoint,
  protectionReturnEndpoint,
  protectionSetLimitEndpoint,
} from '@khel/contract/endpoints';
import { useQuery, useQueryClient } from '../../api/query';
import { useWrite } from '../../api/useWrite';
import { call } from '../../lib/http';

/**
 * Responsible gaming (docs/product.md §2): the player's limits, pending increases, reality-check
 * interval, time-out and self-exclusion, all from the server (/protection/*). Every write answers
 * the page's whole state, which replaces the cached one.
 */
export const protectionKeys = {
  all: ['protection'] as const,
  info: () => [...protectionKeys.all, 'info'] as const,
};

export const useProtectionInfo = () =>
  useQuery({
    queryKey: protectionKeys.info(),
    queryFn: () => call(protectionInfoEndpoint, {}, { silent: true }),
  });

function useStore() {
  const queryClient = useQueryClient();
  return (info: TProtectionInfoResponse) => queryClient.setQueryData(protectionKeys.info(), info);
}

export function useSetLimit(failure: string) {
  const store = useStore();
  return useWrite(
    (vars: { limit: ProtectionLimit; value: number | null }) =>
      call(protectionSetLimitEndpoint, vars, { failure }),
    { onSuccess: (data) => store(data.info) },
  );
}

export function useConfirmLimit(failure: string) {
  const store = useStore();
  return useWrite(
    (limit: ProtectionLimit) => call(protectionConfirmLimitEndpoint, { limit }, { failure }),
    { onSuccess: store },
  );
}

export function useCancelLimit(failure: string) {
  const store = useStore();
  return useWrite(
    (limit: ProtectionLimit) => call(protectionCancelLimitEndpoint, { limit }, { failure }),
    { onSuccess: store },
  );
}

export function useSetRealityCheck(failure: string) {
  const store = useStore();
  return useWrite(
    (minutes: number) => call(protectionRealityCheckEndpoint, { minutes }, { failure }),
    { onSuccess: store },
  );
}

export type ExcludeChoice =
  { kind: 'timeout'; days: number } | { kind: 'self_exclusion'; months: number | null };

/** Starts a time-out or self-exclusion; the server ends every session, so the app's ends too. */
export function useExclude(failure: string, onDone: () => void) {
  return useWrite(
    (choice: ExcludeChoice) =>
      call(protectionExcludeEndpoint, { ...choice, confirm: true as const }, { failure }),
    { onSuccess: onDone },
  );
}

export function useAskReturn(failure: string) {
  const store = useStore();
  return useWrite(() => call(protectionReturnEndpoint, {}, { failure }), { onSuccess: store });
}
