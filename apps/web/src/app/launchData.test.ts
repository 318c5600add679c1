import { LAUNCH_DATA_ID } from '@khel/contract/constants';
import type { TLaunchData } from '@khel/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';

// A broken page is reported, not sent anywhere from here.
const reportError = vi.fn();
vi.mock('../lib/errorReporter', () => ({ reportError }));

const DATA: TLaunchData = {
  language: 'fr',
  serviceInfo: { mobile: [] },
  banners: {
    list: [
      { id: 1, title: 'Bonus', imageUrl: '/static/banners/a.svg', linkType: 'none', link: '' },
    ],
  },
  lobby: { categories: [], games: [] },
  words: { home: { games: 'Jeux' }, unknown: { x: 'y' } },
};

/** Fresh copies of the modules (their caches are module state), after the page got `text`. */
const load = async (text: string) => {
  vi.resetModules();
  document.body.innerHTML = `<script id="${LAUNCH_DATA_ID}" type="application/json">${text}</script>`;
  const { applyLaunchData } = await import('./launchData');
  applyLaunchData();
  return { ...(await import('../api/cachedQuery')), ...(await import('../i18n')) };
};

describe('the launch data the server writes into the page (app/launchData.ts)', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('takes its answers as fetched, lists under their language, and the words', async () => {
    const { fetchCached, queryState, loadNamespace, translator } = await load(JSON.stringify(DATA));
    const fetcher = vi.fn(() => Promise.resolve('fetched'));
    await expect(fetchCached(['app', 'service'], fetcher)).resolves.toEqual(DATA.serviceInfo);
    await expect(fetchCached(['games', 'banners', 'fr'], fetcher)).resolves.toEqual(DATA.banners);
    await expect(fetchCached(['games', 'lobby'], fetcher)).resolves.toEqual(DATA.lobby);
    expect(fetcher).not.toHaveBeenCalled();
    // What the page did not carry, or carried in another language, is fetched.
    expect(queryState(['app', 'config'])).toBeUndefined();
    await expect(fetchCached(['games', 'banners', 'en'], fetcher)).resolves.toBe('fetched');

    const fetchWords = vi.fn();
    vi.stubGlobal('fetch', fetchWords);
    await loadNamespace('fr', 'home');
    expect(fetchWords).not.toHaveBeenCalled();
    expect(translator('fr', ['home'])('games')).toBe('Jeux');
    vi.unstubAllGlobals();
  });

  it('leaves a page without it, or with broken JSON, to fetch everything', async () => {
    const { queryState } = await load('{"language":');
    expect(queryState(['games', 'lobby'])).toBeUndefined();
    expect(reportError).toHaveBeenCalledWith(expect.any(SyntaxError), 'launchData');
    document.body.innerHTML = '';
    vi.resetModules();
    const { applyLaunchData } = await import('./launchData');
    expect(() => applyLaunchData()).not.toThrow();
  });
});
