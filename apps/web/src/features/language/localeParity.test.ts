import { describe, expect, it } from 'vitest';
import enAccount from '../../locales/en/account.json';
import enLogin from '../../locales/en/login.json';
import esAccount from '../../locales/es/account.json';
import esLogin from '../../locales/es/login.json';
import frAccount from '../../locales/fr/account.json';
import frLogin from '../../locales/fr/login.json';
import idAccount from '../../locales/id/account.json';
import idLogin from '../../locales/id/login.json';
import zhCnAccount from '../../locales/zh-CN/account.json';
import zhCnLogin from '../../locales/zh-CN/login.json';
import zhTwAccount from '../../locales/zh-TW/account.json';
import zhTwLogin from '../../locales/zh-TW/login.json';

/** i18next's plural suffixes: each language has its own set (English one/other, Chinese other). */
const PLURAL = /_(zero|one|two|few|many|other)$/;

/**
 * Every key path of a bundle with the {{variables}} its text uses; the plural forms of a key count
 * as the key itself, since languages differ in which forms they need.
 */
function shape(bundle: object, prefix = ''): Record<string, string[]> {
  return Object.entries(bundle).reduce<Record<string, string[]>>((all, [key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object') return { ...all, ...shape(value as object, path) };
    const base = path.replace(PLURAL, '');
    const variables = new Set([
      ...(all[base] ?? []),
      ...(String(value).match(/\{\{\w+\}\}/g) ?? []),
    ]);
    return { ...all, [base]: [...variables].sort() };
  }, {});
}

const translations = {
  account: {
    es: esAccount,
    fr: frAccount,
    id: idAccount,
    'zh-CN': zhCnAccount,
    'zh-TW': zhTwAccount,
  },
  login: { es: esLogin, fr: frLogin, id: idLogin, 'zh-CN': zhCnLogin, 'zh-TW': zhTwLogin },
};
const english = { account: enAccount, login: enLogin };

describe.each(Object.keys(translations) as (keyof typeof translations)[])('%s namespace', (ns) => {
  it.each(Object.keys(translations[ns]))(
    '%s has every English key, with the same variables',
    (lang) => {
      const bundle = translations[ns][lang as keyof (typeof translations)[typeof ns]];
      expect(shape(bundle)).toEqual(shape(english[ns]));
    },
  );

  it.each(Object.keys(translations[ns]))('%s is translated, not a copy of English', (lang) => {
    const bundle = translations[ns][lang as keyof (typeof translations)[typeof ns]];
    expect(bundle).not.toEqual(english[ns]);
  });
});
