import type { TChargeInfo } from '@khel/contract';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureHttp } from '../../lib/http';
import { chargeInfoFixture } from '../deposit/chargeInfo.fixture';
import { CHARGE_INFO_KEY } from './chargeInfoQuery';
import { isDepositClosed } from './guard';
import { isDepositClosedFor } from './rule';

describe('isDepositClosedFor', () => {
  it('closes deposits only for +91 players whose charge info says rechargeOpen 0', () => {
    expect(isDepositClosedFor('+91', 0)).toBe(true);
    expect(isDepositClosedFor('+91', 1)).toBe(false);
    expect(isDepositClosedFor('+92', 0)).toBe(false);
    expect(isDepositClosedFor(null, 0)).toBe(false);
  });
});

describe('isDepositClosed', () => {
  const answer = (info: TChargeInfo) =>
    vi.fn<typeof fetch>(
      async () => new Response(JSON.stringify({ state: '200', resultData: info })),
    );
  afterEach(() => configureHttp({ fetch: (...args) => fetch(...args) }));

  it('reads fresh charge info for a +91 player and caches it for the Deposit page', async () => {
    const fetchMock = answer(chargeInfoFixture({ rechargeOpen: 0 }));
    configureHttp({ fetch: fetchMock, toast: () => undefined });
    const client = new QueryClient();
    await expect(isDepositClosed(client, '+91')).resolves.toBe(true);
    await expect(isDepositClosed(client, '+91')).resolves.toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(client.getQueryData<TChargeInfo>(CHARGE_INFO_KEY)?.rechargeOpen).toBe(0);
  });

  it('never asks for other prefixes', async () => {
    const fetchMock = answer(chargeInfoFixture({ rechargeOpen: 0 }));
    configureHttp({ fetch: fetchMock });
    await expect(isDepositClosed(new QueryClient(), '+92')).resolves.toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('lets the page show its own error when charge info fails', async () => {
    configureHttp({ fetch: vi.fn<typeof fetch>().mockRejectedValue(new Error('offline')) });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await expect(isDepositClosed(client, '+91')).resolves.toBe(false);
  });
});
