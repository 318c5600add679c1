import { describe, expect, it } from 'vitest';
import {
  bannerTarget,
  humanizeCode,
  isKnownCategory,
  rollMessageText,
  swipeStep,
  wrapIndex,
} from './format';
import { nextSearchPage } from './paging';
import { showsWinLoss } from './records';

const money = (rupees: number) => `Rs ${rupees.toFixed(2)}`;
const win = (v: { name: string; amount: string; game: string }) =>
  `${v.name} won ${v.amount} in ${v.game}`;

describe('rollMessageText', () => {
  it('words a big win with the masked name, the amount and the game', () => {
    expect(
      rollMessageText(
        { id: 'w1', kind: 'win', name: '98****21', game: 'Dice', amount: 1500 },
        win,
        money,
      ),
    ).toBe('98****21 won Rs 1500.00 in Dice');
  });

  it('shows a notice as its text', () => {
    expect(rollMessageText({ id: 'n1', kind: 'notice', text: ' Diwali bonus! ' }, win, money)).toBe(
      'Diwali bonus!',
    );
  });
});

describe('categories', () => {
  it('knows the usual codes and makes others readable', () => {
    expect(isKnownCategory('originals')).toBe(true);
    expect(isKnownCategory('mini_games')).toBe(false);
    expect(humanizeCode('mini_games')).toBe('Mini games');
    expect(humanizeCode('bingo')).toBe('Bingo');
  });
});

describe('bannerTarget', () => {
  it('follows app routes, web pages and games', () => {
    expect(bannerTarget({ linkType: 'route', link: '/pages/promo/Promo' })).toEqual({
      kind: 'route',
      path: '/pages/promo/Promo',
    });
    expect(bannerTarget({ linkType: 'url', link: 'https://t.me/khel' })).toEqual({
      kind: 'url',
      href: 'https://t.me/khel',
    });
    expect(bannerTarget({ linkType: 'game', link: '12' })).toEqual({ kind: 'game', gameId: 12 });
  });

  it('goes nowhere for none, or a link that does not fit its type', () => {
    expect(bannerTarget({ linkType: 'none', link: '' })).toBeNull();
    expect(bannerTarget({ linkType: 'route', link: '//evil.example.com' })).toBeNull();
    expect(bannerTarget({ linkType: 'url', link: 'javascript:alert(1)' })).toBeNull();
    expect(bannerTarget({ linkType: 'game', link: 'dice' })).toBeNull();
    expect(bannerTarget({ linkType: 'game', link: '0' })).toBeNull();
  });
});

describe('carousel steps', () => {
  it('loops both ways', () => {
    expect(wrapIndex(2, 1, 3)).toBe(0);
    expect(wrapIndex(0, -1, 3)).toBe(2);
    expect(wrapIndex(0, 1, 0)).toBe(0);
  });

  it('turns on a clear horizontal drag only', () => {
    expect(swipeStep(-80, 5)).toBe(1);
    expect(swipeStep(80, -5)).toBe(-1);
    expect(swipeStep(20, 0)).toBe(0);
    expect(swipeStep(-60, 120)).toBe(0);
  });
});

describe('showsWinLoss', () => {
  it('only for settled rounds', () => {
    expect(showsWinLoss('settled')).toBe(true);
    expect(showsWinLoss('unsettled')).toBe(false);
    expect(showsWinLoss('cancel')).toBe(false);
  });
});

describe('nextSearchPage', () => {
  it('asks for the next page until every result is listed', () => {
    expect(nextSearchPage({ page: 1, pageSize: 21, total: 50 })).toBe(2);
    expect(nextSearchPage({ page: 3, pageSize: 21, total: 50 })).toBeUndefined();
    expect(nextSearchPage({ page: 1, pageSize: 21, total: 21 })).toBeUndefined();
    expect(nextSearchPage({ page: 1, pageSize: 21, total: 0 })).toBeUndefined();
  });
});
