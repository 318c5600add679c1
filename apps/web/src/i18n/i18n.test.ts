import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_EVENT, currentLanguage, i18n, initI18n } from './index';
import { setLanguage } from './setLanguage';

// The app fetches translations as JSON files; here they are read from src/locales.
const locales = path.resolve('apps/web/src/locales') + path.sep;
vi.stubGlobal('fetch', async (url: string) => {
  const [, file] = /locales\/(.+\.json)/.exec(String(url)) ?? [];
  return file
    ? new Response(await readFile(`${locales}${file}`, 'utf8'))
    : new Response('', { status: 404 });
});

describe('setLanguage (docs/product.md §4)', () => {
  beforeAll(async () => {
    localStorage.clear();
    await initI18n();
  });

  it('starts in English without a saved, configured or known browser language', () => {
    expect(['en', 'es', 'fr', 'zh-CN', 'zh-TW', 'id']).toContain(currentLanguage());
  });

  it('applies, saves and announces a different language', async () => {
    await setLanguage('en');
    const listener = vi.fn();
    window.addEventListener(LANGUAGE_EVENT, listener);
    expect(await setLanguage('fr')).toBe(true);
    expect(currentLanguage()).toBe('fr');
    expect(localStorage.getItem('lang')).toBe('fr');
    expect(document.documentElement.lang).toBe('fr');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(i18n.t('tab.home')).toBe('Accueil');
    window.removeEventListener(LANGUAGE_EVENT, listener);
  });

  it('ignores an empty code, an unknown one and the current one', async () => {
    await setLanguage('es');
    const listener = vi.fn();
    window.addEventListener(LANGUAGE_EVENT, listener);
    expect(await setLanguage('')).toBe(false);
    expect(await setLanguage(null)).toBe(false);
    expect(await setLanguage('xx')).toBe(false);
    expect(await setLanguage('es-ES')).toBe(false);
    expect(listener).not.toHaveBeenCalled();
    expect(currentLanguage()).toBe('es');
    window.removeEventListener(LANGUAGE_EVENT, listener);
  });
});
