import { describe, expect, it, vi } from 'vitest';
import { translate } from './translate';

const en = {
  tab: { home: 'Home' },
  greet: 'Hi {{name}}, {{ name }}!',
  items_one: '{{count}} item',
  items_other: '{{count}} items',
  none_zero: 'nothing',
  none_other: '{{count}} things',
};
const fr = {
  tab: { home: 'Accueil' },
  items_one: '{{count}} article',
  items_many: 'many {{count}}',
};

describe('translate (docs/architecture.md §7)', () => {
  it('finds a dotted key in the first source that has it, else answers the key', () => {
    expect(translate('fr', [fr, en], 'tab.home')).toBe('Accueil');
    expect(translate('fr', [fr, en], 'greet', { name: 'Ana' })).toBe('Hi Ana, Ana!');
    expect(translate('en', [en], 'tab.nothing')).toBe('tab.nothing');
    expect(translate('en', [en], 'tab')).toBe('tab');
    expect(translate('en', [undefined, en], 'tab.home')).toBe('Home');
  });

  it('picks the plural form by the language, then _other, then the key itself', () => {
    expect(translate('en', [en], 'items', { count: 1 })).toBe('1 item');
    expect(translate('en', [en], 'items', { count: 5 })).toBe('5 items');
    expect(translate('fr', [fr, en], 'items', { count: 0 })).toBe('0 article');
    expect(translate('fr', [fr, en], 'items', { count: 1_000_000 })).toBe('many 1000000');
    expect(translate('fr', [fr, en], 'items', { count: 3 })).toBe('3 items');
    expect(translate('en', [en], 'none', { count: 0 })).toBe('nothing');
    expect(translate('en', [en], 'none', { count: 2 })).toBe('2 things');
    expect(translate('zh-CN', [en], 'items', { count: 1 })).toBe('1 items');
  });

  it('takes a count as a value alone where the message has no plural forms', () => {
    const rules = vi.spyOn(Intl, 'PluralRules');
    const de = { slide: 'Banner {{n}} von {{count}}' };
    expect(translate('de', [de], 'slide', { n: 1, count: 2 })).toBe('Banner 1 von 2');
    expect(rules).not.toHaveBeenCalled();
    rules.mockRestore();
    expect(translate('de', [de, en], 'items', { count: 1 })).toBe('1 item');
  });

  it('leaves a missing value empty', () => {
    expect(translate('en', [en], 'greet', {})).toBe('Hi , !');
  });
});
