import type { TChargeInfo, TRechargeTypeItem } from '@khel/contract';

/** Contract-shaped charge info for tests: every switch on, nothing offered, then `over`. */
export const chargeInfoFixture = (over: Partial<TChargeInfo> = {}): TChargeInfo => ({
  rechargeOpen: 1,
  giftSwitch: 1,
  showTranfer: 1,
  agentRechargeSwitch: 1,
  showCrypto: 1,
  fillOrderSwitch: 0,
  agentsV2: '[]',
  typeA: { amountList: [] },
  typeB: { amountList: [], gift: 0 },
  defaultIndex: 0,
  rechargeTypeList: [],
  rechargeTypes: [1, 2, 3, 4],
  rechargeTypeLimit: 0,
  cryptoConfig: [],
  cards: [],
  transferGift: 0,
  transferGiftSwitch: 0,
  agentRechargeGift: 0,
  cryptoGift: 0,
  bonusEventOffer: null,
  ...over,
});

export const methodFixture = (over: Partial<TRechargeTypeItem>): TRechargeTypeItem => ({
  type: 1,
  name: 'Pay',
  method: 'UPI',
  isDefault: 0,
  amountRange: '[100,5000]',
  showWeight: 0,
  showOffset: 0,
  ...over,
});
