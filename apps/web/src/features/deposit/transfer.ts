import type { TChargeInfo } from '@khel/contract';
import type { TransferCardType } from '@khel/contract/wallet-rules';

type CardItem = TChargeInfo['cards'][number];
type CardType = TransferCardType;

/** A card's rechargeItems ("500|1000|2000") as amounts; blanks and non-numbers are skipped. */
export function parseRechargeItems(items: string | undefined): number[] {
  return (items ?? '')
    .split('|')
    .map((item) => Number(item.trim()))
    .filter((amount) => Number.isFinite(amount) && amount > 0);
}

/** The transfer form's depositPaymentMethod: 1 is IMPS (the default), 2 is UPI. */
export const PAYMENT_METHOD = { imps: 1, upi: 2 } as const satisfies Record<CardType, 1 | 2>;

export const cardOf = (cards: CardItem[] | undefined, type: CardType) =>
  (cards ?? []).find((card) => card.type === type);

/** The transfer methods on offer, IMPS before UPI. */
export function transferTypes(cards: CardItem[] | undefined): CardType[] {
  return (['imps', 'upi'] as const).filter((type) => cardOf(cards, type) !== undefined);
}

/** The transfer amount defaults to the first IMPS item, or else the first UPI item (docs/product.md §4). */
export function defaultTransferAmount(cards: CardItem[] | undefined): number | null {
  const imps = parseRechargeItems(cardOf(cards, 'imps')?.rechargeItems);
  const upi = parseRechargeItems(cardOf(cards, 'upi')?.rechargeItems);
  return imps[0] ?? upi[0] ?? null;
}
