import { describe, expect, it } from 'vitest';
import { defaultTransferAmount, parseRechargeItems, transferTypes } from './transfer';
import type { TChargeInfo } from '@khel/contract';

type CardItem = TChargeInfo['cards'][number];

describe('parseRechargeItems', () => {
  it('splits the pipe-separated amounts', () => {
    expect(parseRechargeItems('500|1000| 2000 ')).toEqual([500, 1000, 2000]);
  });

  it('skips blanks and junk', () => {
    expect(parseRechargeItems('|abc|300||0')).toEqual([300]);
    expect(parseRechargeItems(undefined)).toEqual([]);
  });
});

describe('defaultTransferAmount', () => {
  const imps: CardItem = { type: 'imps', rechargeItems: '1000|2000' };
  const upi: CardItem = { type: 'upi', rechargeItems: '300|500' };

  it('takes the first IMPS item', () => {
    expect(defaultTransferAmount([upi, imps])).toBe(1000);
  });

  it('takes the first UPI item when there is no IMPS amount', () => {
    expect(defaultTransferAmount([upi])).toBe(300);
    expect(defaultTransferAmount([{ type: 'imps', rechargeItems: '' }, upi])).toBe(300);
  });

  it('is null without cards', () => {
    expect(defaultTransferAmount([])).toBeNull();
    expect(defaultTransferAmount(undefined)).toBeNull();
  });
});

describe('transferTypes', () => {
  it('lists IMPS before UPI, only those offered', () => {
    expect(transferTypes([{ type: 'upi', rechargeItems: '1' }])).toEqual(['upi']);
    expect(
      transferTypes([
        { type: 'upi', rechargeItems: '1' },
        { type: 'imps', rechargeItems: '1' },
      ]),
    ).toEqual(['imps', 'upi']);
  });
});
