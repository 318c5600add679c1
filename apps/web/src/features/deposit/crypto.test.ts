import { describe, expect, it } from 'vitest';
import { cryptoCurrencies, cryptoEstimate } from './crypto';

describe('cryptoEstimate', () => {
  it('rounds the coin amount up to 2 decimals, as the order will', () => {
    expect(cryptoEstimate(1000, 85)).toBe('11.77'); // 11.7647…
    expect(cryptoEstimate(850, 85)).toBe('10.00');
    expect(cryptoEstimate(100, 3)).toBe('33.34'); // 33.333…
  });

  it('is unknown without an amount or a rate', () => {
    expect(cryptoEstimate(null, 85)).toBeNull();
    expect(cryptoEstimate(100, 0)).toBeNull();
  });
});

describe('cryptoCurrencies', () => {
  it('offers only entries with a currency, an address and a rate', () => {
    const base = {
      currency: 'USDT',
      network: 'TRC20',
      address: 'T9yD',
      qrCode: '',
      rate: 85,
      minAmount: 100,
      maxAmount: 1000,
    };
    const list = [base, { ...base, currency: '' }, { ...base, address: '' }, { ...base, rate: 0 }];
    expect(cryptoCurrencies(list)).toEqual([base]);
  });
});
