import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PATHS } from './paths';

/** A fresh navigation module on a fresh history, the app open at `url` with no history. */
async function openAt(url: string) {
  window.history.replaceState(null, '', url);
  vi.resetModules();
  return import('./navigation');
}

describe('navigation (docs/product.md §2)', () => {
  beforeEach(() => window.scrollTo(0, 0));

  it('opens a page above the current one and goes back to it', async () => {
    const nav = await openAt('/pages/home/Home');
    expect(nav.navigateTo(PATHS.deposit, { from: 'home' })).toEqual({ ok: true });
    expect(nav.getLocation()).toMatchObject({
      path: '/pages/wallet/Deposit',
      query: { from: 'home' },
    });
    expect(window.history.state).toEqual({ idx: 1 });
  });

  it('refuses to navigate to a tab page, and to switch to a page that is not a tab', async () => {
    const nav = await openAt('/pages/home/Home');
    // The types refuse both already; the router refuses them at run time too.
    // @ts-expect-error a tab page is not a PagePath
    const toTab = nav.navigateTo(PATHS.account);
    expect(toTab).toEqual({
      ok: false,
      error: 'can not navigateTo /pages/account/Account: use switchTab',
    });
    // @ts-expect-error Deposit is not a TabPath
    const toPage = nav.switchTab(PATHS.deposit);
    expect(toPage.ok).toBe(false);
    expect(nav.getLocation().path).toBe('/pages/home/Home');
  });

  it("refuses the URL already open as 'locked'", async () => {
    const nav = await openAt('/pages/home/Home');
    expect(nav.navigateTo(PATHS.mail)).toEqual({ ok: true });
    expect(nav.navigateTo(PATHS.mail)).toEqual({ ok: false, error: 'locked' });
    expect(nav.redirectTo(PATHS.mail)).toEqual({ ok: false, error: 'locked' });
    expect(nav.navigateTo(PATHS.mail, { tab: 2 })).toEqual({ ok: true });
    expect(nav.navigateTo(PATHS.mail, { tab: '2' })).toEqual({ ok: false, error: 'locked' });
  });

  it('lets a guard take a navigation over and perform it later', async () => {
    const nav = await openAt('/pages/home/Home');
    let later: (() => unknown) | null = null;
    const remove = nav.addNavigationGuard(({ path, proceed }) => {
      if (path !== '/pages/wallet/Deposit') return false;
      later = proceed;
      return true;
    });
    expect(nav.navigateTo(PATHS.deposit)).toEqual({ ok: false, error: 'blocked' });
    expect(nav.getLocation().path).toBe('/pages/home/Home');
    expect(nav.navigateTo(PATHS.mail)).toEqual({ ok: true });
    nav.navigateBack();
    later!();
    expect(nav.getLocation().path).toBe('/pages/wallet/Deposit');
    remove();
  });

  it("answers an unknown page with 'page … is not found'", async () => {
    const nav = await openAt('/pages/home/Home');
    expect(nav.openLink('/pages/nowhere/Nowhere')).toEqual({
      ok: false,
      error: 'page /pages/nowhere/Nowhere is not found',
    });
    // @ts-expect-error only the paths of the route table compile
    expect(nav.navigateTo('/pages/nowhere/Nowhere').ok).toBe(false);
  });

  it('switches tabs in place, leaving nothing to go back to', async () => {
    const nav = await openAt('/pages/home/Home');
    nav.navigateTo(PATHS.mail);
    expect(nav.switchTab(PATHS.vip)).toEqual({ ok: true });
    expect(window.history.state).toEqual({ idx: 0 });
  });

  it('goes back to Home when there is no history', async () => {
    const nav = await openAt('/pages/wallet/Withdraw');
    expect(nav.navigateBack()).toEqual({ ok: true });
    expect(nav.getLocation().path).toBe('/pages/home/Home');
  });

  it('goes back through the browser history when there is some', async () => {
    const nav = await openAt('/pages/home/Home');
    nav.navigateTo(PATHS.search);
    const back = vi.spyOn(window.history, 'back');
    nav.navigateBack();
    expect(back).toHaveBeenCalledTimes(1);
  });

  it('carries the query separately, encoded, to the page', async () => {
    const nav = await openAt('/pages/home/Home');
    expect(nav.navigateTo(PATHS.depositOrderDetail, { orderNo: 'a&b c' })).toEqual({ ok: true });
    expect(window.location.search).toBe('?orderNo=a%26b+c');
    expect(nav.getLocation().query).toEqual({ orderNo: 'a&b c' });
  });

  it('opens a run-time link on its route the right way, query included', async () => {
    const nav = await openAt('/pages/home/Home');
    expect(nav.openLink('/pages/faq/Faq?tab=2')).toEqual({ ok: true });
    expect(nav.getLocation()).toMatchObject({ path: PATHS.faq, query: { tab: '2' } });
    expect(window.history.state).toEqual({ idx: 1 });
    expect(nav.openLink('/pages/promo/Promo/')).toEqual({ ok: true });
    expect(nav.getLocation().path).toBe(PATHS.promo);
    expect(window.history.state).toEqual({ idx: 0 });
  });

  it('treats /pages/index/index as the entry page', async () => {
    const routes = await import('./routes');
    expect(routes.findRoute('/pages/index/index')?.path).toBe('/');
    expect(routes.findRoute('/pages/home/Home/')?.path).toBe('/pages/home/Home');
  });
});
