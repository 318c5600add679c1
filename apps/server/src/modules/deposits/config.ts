import { z } from 'zod';
import type { Db } from '../../db/client';
import { readSetting } from '../app-config';
import {
  positiveRupees,
  rupeesField,
  ZCryptoWallet,
  ZDepositAgent as ZAgent,
  ZDepositCard,
  ZDepositMethodFields,
  depositRangeOk,
  DEPOSIT_RANGE_ISSUE,
  ZImpsAccount as ZImpsAccount_,
  ZUpiAccount as ZUpiAccount_,
} from '@khel/contract/admin-settings';

/**
 * The operator's deposit configuration (app_settings key `deposit`). Read with zod on every use,
 * by the contract's rules (ZDepositRules and its items, which the back office writes with): a
 * field that is missing or malformed takes its default and a malformed list item is dropped, so
 * a bad setting narrows what the Deposit page offers but never answers a 500.
 */
const flag = z.union([z.literal(0), z.literal(1)]);
const fraction = z.number().min(0).max(1);
const rupees = rupeesField;

/** A list that keeps only its valid items (one broken item must not hide the others). */
const listOf = <T extends z.ZodType>(item: T) =>
  z
    .array(z.unknown())
    .catch([])
    .transform((items) =>
      items.flatMap((i) => {
        const parsed = item.safeParse(i);
        return parsed.success ? [parsed.data as z.output<T>] : [];
      }),
    );
const sortedAmounts = listOf(positiveRupees).transform((list) => [...list].sort((a, b) => a - b));

const ZMethod = ZDepositMethodFields.extend({
  isDefault: flag.catch(0),
  showWeight: ZDepositMethodFields.shape.showWeight.catch(0),
  showOffset: ZDepositMethodFields.shape.showOffset.catch(0),
}).refine(depositRangeOk, DEPOSIT_RANGE_ISSUE);
const ZCard = z.object({ type: ZDepositCard.shape.type, rechargeItems: sortedAmounts });
const ZImpsAccount = ZImpsAccount_.extend({ bankName: ZImpsAccount_.shape.bankName.catch('') });
const ZUpiAccount = ZUpiAccount_.extend({ payee: ZUpiAccount_.shape.payee.catch('') });

export const ZDepositConfig = z.object({
  rechargeOpen: flag.catch(1),
  showButton: flag.catch(1),
  giftSwitch: flag.catch(0),
  showTranfer: flag.catch(0),
  agentRechargeSwitch: flag.catch(0),
  showCrypto: flag.catch(0),
  fillOrderSwitch: flag.catch(0),
  typeA: z.object({ amountList: sortedAmounts }).catch({ amountList: [] }),
  typeB: z
    .object({ amountList: sortedAmounts, gift: fraction.catch(0) })
    .catch({ amountList: [], gift: 0 }),
  defaultIndex: rupees.catch(0),
  rechargeTypeList: listOf(ZMethod),
  rechargeTypes: z.array(z.number().int().min(1).max(4)).catch([1, 2, 3, 4]).default([1, 2, 3, 4]),
  rechargeTypeLimit: rupees.catch(0),
  cards: listOf(ZCard),
  transferAccounts: z
    .object({ imps: ZImpsAccount.nullable().catch(null), upi: ZUpiAccount.nullable().catch(null) })
    .catch({ imps: null, upi: null }),
  crypto: listOf(ZCryptoWallet),
  agents: listOf(ZAgent),
  transferGift: fraction.catch(0),
  transferGiftSwitch: flag.catch(0),
  agentRechargeGift: fraction.catch(0),
  cryptoGift: fraction.catch(0),
  /** Orders a player may have pending at once (docs/product.md §5 toast). */
  pendingOrderLimit: z.number().int().min(1).max(100).catch(3),
  /** Minutes an order waits for its payment (or its UTR / hash) before it expires. */
  orderTtlMinutes: z
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .catch(30),
});
export type DepositConfig = z.output<typeof ZDepositConfig>;
export type DepositMethodConfig = z.output<typeof ZMethod>;
export type CryptoWalletConfig = z.output<typeof ZCryptoWallet>;

/** Absent fields default; an unreadable setting as a whole is the empty configuration. */
export function parseDepositConfig(value: unknown): DepositConfig {
  const input = value !== null && typeof value === 'object' ? value : {};
  return ZDepositConfig.parse(input);
}

export async function readDepositConfig(db: Db): Promise<DepositConfig> {
  return parseDepositConfig(await readSetting(db, 'deposit'));
}

/** A fraction of the deposit as basis points (0.05 → 500), the unit orders keep. */
export const fractionToBp = (fraction: number) => Math.round(fraction * 10_000);
