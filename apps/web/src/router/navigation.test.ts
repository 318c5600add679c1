import { beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh navigation module on a fresh history, the app open at `url` with no history. */
async function openAt(url: string) {
  window.history.replaceState(null, '', url);
  vi.resetModules();
  return import('./navigation');
}

describe('navigation (SPEC.md §2)', () => {
  beforeEach(() => window.scrollTo(0, 0));

  it('opens a page above the current one and goes back to it', async () => {
    const nav = await openAt('/pages/home/Home');
    expect(nav.navigateTo('/pages/wallet/Deposit?from=home')).toEqual({ ok: true });
    expect(nav.getLocation()).toMatchObject({
      path: '/pages/wallet/Deposit',
      query: { from: 'home' },
    });
    expect(window.history.state).toEqual({ idx: 1 });
  });

  it('refuses to navigate to a tab page, and to switch to a page that is not a tab', async () => {
    const nav = await openAt('/pages/home/Home');
    const toTab = nav.navigateTo('/pages/account/Account');
    expect(toTab.ok).toBe(false);
    const toPage = nav.switchTab('/pages/wallet/Deposit');
    expect(toPage.ok).toBe(false);
    expect(nav.getLocation().path).toBe('/pages/home/Home');
  });

  it("refuses the URL already open as 'locked'", async () => {
    const nav = await openAt('/pages/home/Home');
    expect(nav.navigateTo('/pages/mail/Mail')).toEqual({ ok: true });
    expect(nav.navigateTo('/pages/mail/Mail')).toEqual({ ok: false, error: 'locked' });
    expect(nav.redirectTo('/pages/mail/Mail')).toEqual({ ok: false, error: 'locked' });
    expect(nav.navigateTo('/pages/mail/Mail?tab=2')).toEqual({ ok: true });
  });

  it('lets a guard take a navigation over and perform it later', async () => {
    const nav = await openAt('/pages/home/Home');
    let later: (() => unknown) | null = null;
    const remove = nav.addNavigationGuard(({ path, proceed }) => {
      if (path !== '/pages/wallet/Deposit') return false;
      later = proceed;
      return true;
    });
    expect(nav.navigateTo('/pages/wallet/Deposit')).toEqual({ ok: false, error: 'blocked' });
    expect(nav.getLocation().path).toBe('/pages/home/Home');
    expect(nav.navigateTo('/pages/mail/Mail')).toEqual({ ok: true });
    nav.navigateBack();
    later!();
    expect(nav.getLocation().path).toBe('/pages/wallet/Deposit');
    remove();
  });

  it("answers an unknown page with 'page … is not found'", async () => {
    const nav = await openAt('/pages/home/Home');
    expect(nav.navigateTo('/pages/nowhere/Nowhere')).toEqual({
      ok: false,
      error: 'page /pages/nowhere/Nowhere is not found',
    });
  });

  it('switches tabs in place, leaving nothing to go back to', async () => {
    const nav = await openAt('/pages/home/Home');
    nav.navigateTo('/pages/mail/Mail');
    expect(nav.switchTab('/pages/vip/Vip')).toEqual({ ok: true });
    expect(window.history.state).toEqual({ idx: 0 });
  });

  it('goes back to Home when there is no history', async () => {
    const nav = await openAt('/pages/wallet/Withdraw');
    expect(nav.navigateBack()).toEqual({ ok: true });
    expect(nav.getLocation().path).toBe('/pages/home/Home');
  });

  it('goes back through the browser history when there is some', async () => {
    const nav = await openAt('/pages/home/Home');
    nav.navigateTo('/pages/search/Search');
    const back = vi.spyOn(window.history, 'back');
    nav.navigateBack();
    expect(back).toHaveBeenCalledTimes(1);
  });

  it('treats /pages/index/index as the entry page', async () => {
    const routes = await import('./routes');
    expect(routes.findRoute('/pages/index/index')?.path).toBe('/');
    expect(routes.findRoute('/pages/home/Home/')?.path).toBe('/pages/home/Home');
  });
});
