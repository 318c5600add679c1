import { describe, expect, it } from 'vitest';
import { promoTabFrom } from './promoTabs';

describe('promoTabFrom', () => {
  it('opens the tab named in the query', () => {
    expect(promoTabFrom('ranking')).toBe('ranking');
    expect(promoTabFrom('checkin')).toBe('checkin');
  });

  it('opens the promo list for a missing or unknown tab', () => {
    expect(promoTabFrom(undefined)).toBe('promo');
    expect(promoTabFrom('lottery')).toBe('promo');
  });
});
