import type { TReward } from '@khel/contract';
import { describe, expect, it } from 'vitest';
import { VIP_REWARD_KINDS, isVipReward } from './rewards';

const reward = (kind: string): TReward =>
  ({
    id: '1',
    kind,
    source: 'level:1',
    amount: 18,
    wagerRequired: 0,
    status: 'claimable',
    claimableAt: '2026-11-01T00:00:00Z',
    expiresAt: null,
    claimedAt: null,
    createdAt: '2026-11-01T00:00:00Z',
  }) as TReward;

describe('VIP rewards', () => {
  it("are the contract's vip_ kinds", () => {
    expect(VIP_REWARD_KINDS).toEqual(['vip_upgrade', 'vip_weekly', 'vip_birthday', 'vip_rebate']);
  });

  it('leave other kinds (promotions) to the Promo tab', () => {
    expect(isVipReward(reward('vip_upgrade'))).toBe(true);
    expect(isVipReward(reward('deposit_bonus'))).toBe(false);
  });
});
