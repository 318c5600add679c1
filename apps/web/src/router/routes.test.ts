import { describe, expect, it } from 'vitest';
import en from '../locales/en/common.json';
import { ROUTES, TABS } from './routes';

describe('routes', () => {
  it('has the five tabs of SPEC.md in order', () => {
    expect(TABS.map((t) => t.path)).toEqual([
      '/pages/home/Home',
      '/pages/promo/Promo',
      '/pages/vip/Vip',
      '/pages/earn/Earn',
      '/pages/account/Account',
    ]);
  });

  it('registers every path once, each with an English title', () => {
    const paths = ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const route of ROUTES) expect(en.route[route.title]).toBeTruthy();
  });

  it('titles both bank-card pages Withdraw Account', () => {
    const titles = ROUTES.filter((r) => r.path.includes('/BankCard/')).map(
      (r) => en.route[r.title],
    );
    expect(titles).toEqual(['Withdraw Account', 'Withdraw Account']);
  });
});
