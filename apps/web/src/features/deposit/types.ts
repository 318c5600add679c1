/**
 * Charge info (the answer of /recharge/getChargeInfo) with the field names of SPEC.md §3.
 * Switches arrive as 0/1 numbers; booleans are accepted too so a server may send either.
 */
export type Switch = number | boolean;

/** The deposit tabs (SPEC.md §2): online payment, transfer, agency, crypto. */
export type DepositTabKey = 1 | 2 | 3 | 4;

export interface AmountConfig {
  /** Sorted list of rupee amounts offered as chips. */
  amountList: number[];
}

/** One online deposit method (a "channel" to the player). */
export interface RechargeTypeItem {
  type: number | string;
  name: string;
  /** 1 marks the default method. */
  isDefault: number;
  /** JSON string of [min, max], both inclusive. */
  amountRange: string;
  showWeight: number;
  showOffset: number;
  /** Client flag: set when the current amount is outside amountRange. */
  disable?: boolean;
}

export type CardType = 'imps' | 'upi';

/** A transfer deposit method. */
export interface CardItem {
  type: CardType;
  /** Pipe-separated rupee amounts, e.g. "500|1000|2000". */
  rechargeItems: string;
}

/**
 * SPEC.md shows only that agentsV2 is a JSON list and cryptoConfig a list; the fields below are
 * the ones the agency and crypto tabs need to show an entry, decided here.
 */
export interface AgentItem {
  name: string;
  /** A WhatsApp number or an https link. */
  contact: string;
}

export interface CryptoConfigItem {
  currency: string;
  network?: string;
}

export interface ChargeInfo {
  showCrypto: Switch;
  showTranfer: Switch;
  giftSwitch: Switch;
  agentRechargeSwitch: Switch;
  fillOrderSwitch?: Switch;
  /** JSON string holding a list of agents. */
  agentsV2?: string;
  typeA: AmountConfig;
  typeB?: AmountConfig;
  /** The default amount: the chip closest to it is preselected. */
  defaultIndex: number;
  rechargeTypeList: RechargeTypeItem[];
  rechargeTypes: number[];
  rechargeTypeLimit: number;
  rechargeOpen: Switch;
  cryptoConfig?: CryptoConfigItem[];
  cards?: CardItem[];
  /** Gifts are fractions (0.05 is shown as +5%). */
  transferGift?: number;
  transferGiftSwitch?: Switch;
  agentRechargeGift?: number;
  cryptoGift?: number;
}

export const isOn = (value: Switch | undefined) => value === true || Number(value) === 1;

/** Deposit order statuses of SPEC.md §4, as the player reads them. */
export type DepositStatus = 'pending' | 'success';

/** One deposit order of /recharge/record and /recharge/orderDetail (shape not shown in SPEC). */
export interface DepositOrder {
  orderNo: string;
  amount: number;
  status: string;
  createTime: string | number;
  channelName?: string;
}

export interface DepositRecordPage {
  list: DepositOrder[];
  total?: number;
}
