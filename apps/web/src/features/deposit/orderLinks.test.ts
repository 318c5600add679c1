import type { TDepositOrder } from '@khel/contract';
import { describe, expect, it } from 'vitest';
import { awaitsTxHash, awaitsUtr, orderDetailLink, payNowUrl, transferPayLink } from './orderLinks';

const payTo: NonNullable<TDepositOrder['payTo']> = {
  type: 'imps',
  accountName: 'Khel Pvt',
  accountNo: '1234567890',
  ifsc: 'HDFC0001234',
  bankName: 'HDFC',
  upiId: null,
  address: null,
  network: null,
  currency: null,
  cryptoAmount: null,
  qrCode: null,
};
const order = (over: Partial<TDepositOrder>): TDepositOrder => ({
  orderNo: 'R2501050000000001',
  channel: 1,
  channelName: 'UPI Fast',
  amount: 500,
  bonusAmount: 0,
  status: 'pending',
  selfService: false,
  utr: null,
  txHash: null,
  payUrl: null,
  createTime: '2025-01-05T09:00:00.000Z',
  expireTime: null,
  successTime: null,
  payTo: null,
  ...over,
});

describe('order links', () => {
  it('opens a transfer order on its IMPS or UPI page by order number only', () => {
    expect(transferPayLink(order({ channel: 2, payTo }))).toEqual([
      '/pages/wallet/DepositImpsDetail',
      { orderNo: 'R2501050000000001' },
    ]);
    expect(transferPayLink(order({ channel: 2, payTo: { ...payTo, type: 'upi' } }))).toEqual([
      '/pages/wallet/DepositUpiDetail',
      { orderNo: 'R2501050000000001' },
    ]);
    expect(transferPayLink(order({ orderNo: 'a&b' }))).toEqual(orderDetailLink('a&b'));
    expect(orderDetailLink('a&b')).toEqual([
      '/pages/wallet/DepositOrderDetail',
      { orderNo: 'a&b' },
    ]);
  });

  it('offers Pay now only for a pending order with an absolute pay URL', () => {
    const url = 'https://pay.example/p/1';
    expect(payNowUrl(order({ payUrl: url }))).toBe(url);
    expect(payNowUrl(order({ payUrl: url, status: 'expired' }))).toBeNull();
    expect(payNowUrl(order({ payUrl: 'javascript:alert(1)' }))).toBeNull();
  });

  it('asks for a UTR or a tx hash only while the reference is missing', () => {
    expect(awaitsUtr(order({ channel: 2, payTo }))).toBe(true);
    expect(awaitsUtr(order({ channel: 2, payTo, utr: '123456789012' }))).toBe(false);
    expect(awaitsUtr(order({ channel: 2, payTo, status: 'expired' }))).toBe(false);
    const crypto = { ...payTo, type: 'crypto' as const, address: 'T9yD' };
    expect(awaitsTxHash(order({ channel: 4, payTo: crypto }))).toBe(true);
    expect(awaitsTxHash(order({ channel: 4, payTo: crypto, txHash: 'ab'.repeat(32) }))).toBe(false);
  });
});
