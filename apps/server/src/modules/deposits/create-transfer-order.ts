import { TRANSFER_METHODS, type TDepositOrder } from '@khel/contract';
import { fractionToBp, readDepositConfig } from './config';
import type { DepositOrderDeps } from './deps';
import {
  NOT_AVAILABLE,
  assertAmountWithin,
  assertDepositsOpen,
  placeDepositOrder,
} from './place-order';
import { emptyPayTo, presentDepositOrder, type StoredPayTo } from './present';
import { AppError } from '../../errors';

/**
 * Transfer deposit (tab 2): an order that names the operator's IMPS or UPI account. The player
 * pays it from their bank and submits the UTR; only the gateway's reconciliation credits it.
 */
export async function createTransferOrder(
  deps: DepositOrderDeps,
  options: { playerId: number; amountPaise: bigint; paymentMethod: 1 | 2 },
): Promise<TDepositOrder> {
  const config = await readDepositConfig(deps.db);
  assertDepositsOpen(config, config.showTranfer === 1);
  const type = TRANSFER_METHODS[options.paymentMethod];
  const card = config.cards.find((c) => c.type === type);
  const payTo = payToOf(config.transferAccounts, type);
  if (!card || !payTo) throw new AppError('badRequest', NOT_AVAILABLE);
  const items = card.rechargeItems;
  if (items.length > 0)
    assertAmountWithin(options.amountPaise, items[0]!, items[items.length - 1]!);

  const order = await placeDepositOrder(deps.db, {
    config,
    prefix: 'T',
    now: deps.now?.() ?? new Date(),
    jurisdiction: deps.jurisdiction,
    order: {
      playerId: options.playerId,
      channel: 2,
      method: type === 'imps' ? 'IMPS' : 'UPI',
      channelName: type === 'imps' ? 'IMPS' : 'UPI',
      amountPaise: options.amountPaise,
      bonusRateBp: config.transferGiftSwitch === 1 ? fractionToBp(config.transferGift) : 0,
      gateway: deps.gateway.code,
      payTo,
    },
  });
  return presentDepositOrder(order);
}

function payToOf(
  accounts: Awaited<ReturnType<typeof readDepositConfig>>['transferAccounts'],
  type: 'imps' | 'upi',
): StoredPayTo | null {
  if (type === 'imps') {
    const a = accounts.imps;
    return a
      ? {
          ...emptyPayTo('imps'),
          accountName: a.accountName,
          accountNo: a.accountNo,
          ifsc: a.ifsc,
          bankName: a.bankName,
        }
      : null;
  }
  const u = accounts.upi;
  return u ? { ...emptyPayTo('upi'), upiId: u.upiId, accountName: u.payee || null } : null;
}
