import type { TDepositOrder } from '@khel/contract';
import { toRupees } from '@khel/contract/money';
import { renderQrCode } from '../../lib/qr-code';
import type { DepositOrderRow } from './store';

/** Where a transfer or crypto order is paid, as stored on the order (no QR code: it is derived). */
export type StoredPayTo = Omit<NonNullable<TDepositOrder['payTo']>, 'qrCode'>;

export const emptyPayTo = (type: StoredPayTo['type']): StoredPayTo => ({
  type,
  accountName: null,
  accountNo: null,
  ifsc: null,
  bankName: null,
  upiId: null,
  address: null,
  network: null,
  currency: null,
  cryptoAmount: null,
});

/** An order as the player sees it in /recharge/record and /recharge/orderDetail. */
export async function presentDepositOrder(row: DepositOrderRow): Promise<TDepositOrder> {
  const stored = row.payTo as StoredPayTo | null;
  const pending = row.status === 'pending';
  // An order waiting for its reference expires; one with a UTR or hash waits for the gateway.
  const expires = pending && row.utr === null && row.txHash === null;
  return {
    orderNo: row.orderNo,
    channel: row.channel,
    channelName: row.channelName,
    amount: toRupees(row.creditedPaise ?? row.amountPaise),
    bonusAmount: toRupees(row.bonusPaise),
    // An order under review stays 'pending' for the player until an operator settles it.
    status: row.status as TDepositOrder['status'],
    selfService: row.selfService,
    utr: row.utr ?? row.bankRef,
    txHash: row.txHash,
    payUrl: pending && row.channel === 1 ? row.payUrl : null,
    createTime: row.createdAt.toISOString(),
    expireTime: expires ? row.expireAt.toISOString() : null,
    successTime: row.successAt ? row.successAt.toISOString() : null,
    payTo: stored && {
      ...stored,
      qrCode: stored.address ? await renderQrCode(stored.address) : null,
    },
  };
}
