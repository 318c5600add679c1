import { describe, expect, it } from 'vitest';
import { buildDepositTabs, giftBadge } from './tabs';
import { chargeInfoFixture as info } from './chargeInfo.fixture';

describe('buildDepositTabs', () => {
  it('keeps the order of rechargeTypes when every switch is on', () => {
    expect(buildDepositTabs(info({ rechargeTypes: [4, 2, 1, 3] })).map((t) => t.key)).toEqual([
      4, 2, 1, 3,
    ]);
  });

  it('hides each tab whose switch is off', () => {
    expect(buildDepositTabs(info({ giftSwitch: 0 })).map((t) => t.key)).toEqual([2, 3, 4]);
    expect(buildDepositTabs(info({ showTranfer: 0 })).map((t) => t.key)).toEqual([1, 3, 4]);
    expect(buildDepositTabs(info({ agentRechargeSwitch: 0 })).map((t) => t.key)).toEqual([1, 2, 4]);
    expect(buildDepositTabs(info({ showCrypto: 0 })).map((t) => t.key)).toEqual([1, 2, 3]);
  });

  it('ignores unknown and repeated types', () => {
    expect(buildDepositTabs(info({ rechargeTypes: [1, 1, 7, 2] })).map((t) => t.key)).toEqual([
      1, 2,
    ]);
  });

  it('puts the gift badges on transfer (when its gift switch is on), agency and crypto', () => {
    const tabs = buildDepositTabs(
      info({ transferGift: 0.03, transferGiftSwitch: 1, agentRechargeGift: 0.05, cryptoGift: 0 }),
    );
    expect(tabs).toEqual([
      { key: 1, badge: undefined },
      { key: 2, badge: '+3%' },
      { key: 3, badge: '+5%' },
      { key: 4, badge: undefined },
    ]);
    expect(buildDepositTabs(info({ transferGift: 0.03, transferGiftSwitch: 0 }))[1]?.badge).toBe(
      undefined,
    );
  });

  it("puts the bonus event's gift on online payment while the event offers amounts", () => {
    const withEvent = info({ typeB: { amountList: [500, 1000], gift: 0.1 } });
    expect(buildDepositTabs(withEvent)[0]).toEqual({ key: 1, badge: '+10%' });
    const noEvent = info({ typeB: { amountList: [], gift: 0.1 } });
    expect(buildDepositTabs(noEvent)[0]).toEqual({ key: 1, badge: undefined });
  });
});

describe('giftBadge', () => {
  it('shows gift × 100 percent without float noise', () => {
    expect(giftBadge(0.07)).toBe('+7%');
    expect(giftBadge(0.125)).toBe('+12.5%');
    expect(giftBadge(1)).toBe('+100%');
  });

  it('shows nothing for a missing or zero gift', () => {
    expect(giftBadge(undefined)).toBeUndefined();
    expect(giftBadge(0)).toBeUndefined();
  });
});
