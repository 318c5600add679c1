import { describe, expect, it } from 'vitest';
import { parseImpsDetail, parseUpiDetail, transferDetailUrl } from './transferDetail';

const impsQuery = {
  orderNo: 'T100',
  amount: '1000',
  name: 'Khel Payments',
  account: '001234567890',
  ifsc: 'sbin0001234',
  bank: 'SBI',
};

describe('parseImpsDetail', () => {
  it('reads the account from the query', () => {
    expect(parseImpsDetail(impsQuery)).toEqual({
      orderNo: 'T100',
      amount: 1000,
      accountName: 'Khel Payments',
      accountNo: '001234567890',
      ifsc: 'SBIN0001234',
      bankName: 'SBI',
    });
  });

  it('is null when a needed detail is missing', () => {
    for (const key of ['orderNo', 'amount', 'name', 'account', 'ifsc']) {
      expect(parseImpsDetail({ ...impsQuery, [key]: '' })).toBeNull();
    }
    expect(parseImpsDetail({})).toBeNull();
  });
});

describe('parseUpiDetail', () => {
  it('reads the UPI id and amount', () => {
    expect(parseUpiDetail({ orderNo: 'U1', amount: '500', upi: 'khel@upi' })).toEqual({
      orderNo: 'U1',
      amount: 500,
      upiId: 'khel@upi',
      payee: '',
    });
  });

  it('is null without an order, amount or UPI id', () => {
    expect(parseUpiDetail({ orderNo: 'U1', amount: '500' })).toBeNull();
    expect(parseUpiDetail({ orderNo: 'U1', upi: 'a@b' })).toBeNull();
    expect(parseUpiDetail({ amount: '5', upi: 'a@b' })).toBeNull();
  });
});

describe('transferDetailUrl', () => {
  it('round-trips an IMPS order through the detail page query', () => {
    const url = transferDetailUrl({
      type: 'imps',
      orderNo: 'T100',
      amount: 1000,
      accountName: 'Khel Payments',
      accountNo: '001234567890',
      ifsc: 'SBIN0001234',
      bankName: 'SBI',
    });
    expect(url.startsWith('/pages/wallet/DepositImpsDetail?')).toBe(true);
    const query = Object.fromEntries(new URLSearchParams(url.split('?')[1]));
    expect(parseImpsDetail(query)?.accountNo).toBe('001234567890');
  });

  it('opens the UPI page for a UPI order', () => {
    const url = transferDetailUrl({ type: 'upi', orderNo: 'U1', amount: 500, upiId: 'khel@upi' });
    expect(url).toBe('/pages/wallet/DepositUpiDetail?orderNo=U1&amount=500&upi=khel%40upi');
  });
});
