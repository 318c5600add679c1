import { describe, expect, expectTypeOf, it } from 'vitest';
import en from '../locales/en/common.json';
import { PATHS, TABS, isTabPath, type TabPath } from './paths';
import { ROUTES, findRoute } from './routes';

const ALL_PATHS = Object.values(PATHS);

describe('routes', () => {
  it('has the five tabs of docs/product.md §2 in order', () => {
    expect(TABS.map((t) => t.path)).toEqual([
      '/pages/home/Home',
      '/pages/promo/Promo',
      '/pages/vip/Vip',
      '/pages/earn/Earn',
      '/pages/account/Account',
    ]);
    expectTypeOf<TabPath>().toEqualTypeOf<(typeof TABS)[number]['path']>();
    for (const tab of TABS) expect(findRoute(tab.path)?.layout).toBe('tab');
    expect(ROUTES.filter((r) => r.layout === 'tab').map((r) => r.path)).toEqual(
      TABS.map((t) => t.path),
    );
    expect(ALL_PATHS.filter(isTabPath)).toEqual(TABS.map((t) => t.path));
  });

  it('registers every path once, each with an English title', () => {
    const paths = ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(new Set(ALL_PATHS).size).toBe(ALL_PATHS.length);
    expect([...paths].sort()).toEqual([...ALL_PATHS].sort());
    for (const route of ROUTES) expect(en.route[route.title]).toBeTruthy();
  });

  it('gives each route its layout, and asks a login only on the pages of a player', () => {
    expect(findRoute(PATHS.entry)).toMatchObject({ layout: 'entry', auth: false });
    expect(findRoute(PATHS.gameWeb)).toMatchObject({ layout: 'full', auth: false });
    expect(findRoute(PATHS.loginV2)).toMatchObject({ layout: 'sub', title: 'login', auth: false });
    for (const tab of TABS) expect(findRoute(tab.path)?.auth).toBe(false);
    const players = [
      PATHS.deposit,
      PATHS.withdrawWait,
      PATHS.mail,
      PATHS.cashbackRecord,
      PATHS.signin,
      PATHS.history,
      PATHS.responsibleGaming,
      PATHS.identityVerification,
    ];
    for (const path of [...players, PATHS.wheelVerify]) {
      expect(findRoute(path)).toMatchObject({ layout: 'sub', auth: true });
    }
    expect(ROUTES.filter((r) => r.auth)).toHaveLength(24);
  });

  it('titles both bank-card pages Withdraw Account', () => {
    const titles = ROUTES.filter((r) => r.path.includes('/BankCard/')).map(
      (r) => en.route[r.title],
    );
    expect(titles).toEqual(['Withdraw Account', 'Withdraw Account']);
  });
});
