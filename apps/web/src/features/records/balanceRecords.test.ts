import { describe, expect, it } from 'vitest';
import { BALANCE_TYPE_FILTERS, recordLabelKey } from './balanceRecords';

describe('balance record types', () => {
  it('offers All and the nine types of docs/product.md §2 in its order, without refunds', () => {
    expect(BALANCE_TYPE_FILTERS).toEqual([
      'all',
      'bet',
      'deposit',
      'withdrawal',
      'win',
      'gift',
      'vip_bonus',
      'daily_rebate',
      'deposit_bonus',
      'daily_bonus',
    ]);
  });

  it('labels refunds as refunds and anything unknown as other', () => {
    expect(recordLabelKey('gift')).toBe('giftMoney');
    expect(recordLabelKey('refund')).toBe('refund');
    expect(recordLabelKey(null)).toBe('other');
    expect(recordLabelKey('jackpot')).toBe('other');
    expect(recordLabelKey('toString')).toBe('other');
  });
});
