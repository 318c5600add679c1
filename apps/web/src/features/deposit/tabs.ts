import type { TChargeInfo } from '@khel/contract';
import type { DepositChannel } from '@khel/contract/wallet-rules';

/** The deposit tabs (docs/product.md §2): 1 online payment, 2 transfer, 3 agency, 4 crypto. */
export type DepositTabKey = DepositChannel;

export interface DepositTab {
  key: DepositTabKey;
  /** '+5%' when the tab carries a gift, else undefined. */
  badge?: string;
}

/** A gift fraction as the badge shows it: gift × 100 percent (0.05 → '+5%'). */
export function giftBadge(gift: number | undefined): string | undefined {
  if (!gift || !Number.isFinite(gift) || gift <= 0) return undefined;
  // Rounded to 2 places so 0.07 reads 7, not 7.000000000000001.
  const percent = Math.round(gift * 100 * 100) / 100;
  return `+${percent}%`;
}

const TAB_KEYS: readonly number[] = [1, 2, 3, 4];

function isShown(key: DepositTabKey, info: TChargeInfo): boolean {
  switch (key) {
    case 1:
      return info.giftSwitch === 1;
    case 2:
      return info.showTranfer === 1;
    case 3:
      return info.agentRechargeSwitch === 1;
    case 4:
      return info.showCrypto === 1;
  }
}

function badgeOf(key: DepositTabKey, info: TChargeInfo): string | undefined {
  if (key === 1) return giftBadge(info.typeB.amountList.length > 0 ? info.typeB.gift : 0);
  if (key === 2) return info.transferGiftSwitch === 1 ? giftBadge(info.transferGift) : undefined;
  if (key === 3) return giftBadge(info.agentRechargeGift);
  if (key === 4) return giftBadge(info.cryptoGift);
  return undefined;
}

/**
 * The deposit tabs in the order of rechargeTypes, each only when its switch is on (docs/product.md §4):
 * 1 with giftSwitch, 2 with showTranfer, 3 with agentRechargeSwitch, 4 with showCrypto.
 */
export function buildDepositTabs(info: TChargeInfo): DepositTab[] {
  const seen = new Set<number>();
  const tabs: DepositTab[] = [];
  for (const raw of info.rechargeTypes) {
    const key = Number(raw);
    if (!TAB_KEYS.includes(key) || seen.has(key)) continue;
    seen.add(key);
    const tabKey = key as DepositTabKey;
    if (isShown(tabKey, info)) tabs.push({ key: tabKey, badge: badgeOf(tabKey, info) });
  }
  return tabs;
}
