import {
  checkinInfoEndpoint,
  checkInEndpoint,
  wheelInfoEndpoint,
  wheelRecordsEndpoint,
  wheelRotateSeedEndpoint,
  wheelSpinDetailEndpoint,
  wheelSpinEndpoint,
  wheelWinnersEndpoint,
} from '@khel/contract/endpoints';
import { type QueryKey } from '@tanstack/react-query';
import { useQuery } from '../../api/query';
import { useWrite } from '../../api/useWrite';
import { call } from '../../lib/http';
import { loadUserInfo } from '../session';

/**
 * Daily check-in and the lucky wheel (docs/product.md §2, Signin): every figure comes from the
 * server (/activity/signin/*, /activity/wheel/*).
 */
export const engagementKeys = {
  all: ['engagement'] as const,
  checkin: () => [...engagementKeys.all, 'checkin'] as const,
  wheel: () => [...engagementKeys.all, 'wheel'] as const,
  winners: () => [...engagementKeys.all, 'winners'] as const,
  records: () => [...engagementKeys.all, 'records'] as const,
  spin: (id: string) => [...engagementKeys.all, 'spin', id] as const,
};

/** What a reward or prize paid makes stale: the wallet's records and the withdrawal figures. */
const PAID: readonly QueryKey[] = [engagementKeys.all, ['records'], ['withdraw'], ['rewards']];

export const useCheckinInfo = () =>
  useQuery({
    queryKey: engagementKeys.checkin(),
    queryFn: () => call(checkinInfoEndpoint, {}, { silent: true }),
  });

export const useWheelInfo = () =>
  useQuery({
    queryKey: engagementKeys.wheel(),
    queryFn: () => call(wheelInfoEndpoint, {}, { silent: true }),
  });

export const useWheelWinners = () =>
  useQuery({
    queryKey: engagementKeys.winners(),
    queryFn: () => call(wheelWinnersEndpoint, {}, { silent: true }),
  });

export const useWheelRecords = (enabled: boolean) =>
  useQuery({
    queryKey: engagementKeys.records(),
    queryFn: () => call(wheelRecordsEndpoint, { pageSize: 50 }, { silent: true }),
    enabled,
  });

export const useWheelSpin = (spinId: string) =>
  useQuery({
    queryKey: engagementKeys.spin(spinId),
    queryFn: () => call(wheelSpinDetailEndpoint, { spinId }, { silent: true }),
    enabled: spinId !== '',
  });

/** Checks in for today; the reward is paid at once, so the balance is read again. */
export function useCheckIn(messages: { loading: string; failure: string }) {
  return useWrite(() => call(checkInEndpoint, {}, { failure: messages.failure }), {
    loading: messages.loading,
    invalidates: () => PAID,
    onSuccess: () => loadUserInfo(),
  });
}

/** Spins the wheel once; a money prize is paid at once. */
export function useSpinWheel(failure: string) {
  return useWrite(() => call(wheelSpinEndpoint, {}, { failure }), {
    onSuccess: () => loadUserInfo(),
  });
}

/** Reveals the seed in use and starts a new pair. */
export function useRotateSeed(messages: { loading: string; failure: string }) {
  return useWrite(
    (clientSeed: string) =>
      call(wheelRotateSeedEndpoint, clientSeed ? { clientSeed } : {}, {
        failure: messages.failure,
      }),
    { loading: messages.loading, invalidates: () => [engagementKeys.all] },
  );
}

/** After a spin's wheel animation: the lists and chances change with it. */
export const SPIN_STALE = PAID;
