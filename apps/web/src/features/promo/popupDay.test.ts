import { describe, expect, it } from 'vitest';
import {
  PROMO_POPUP_HIDDEN_KEY,
  hidePopupForToday,
  isPopupHiddenToday,
  localDayKey,
} from './popupDay';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  };
}

describe('localDayKey', () => {
  it('formats the local calendar day with zero padding', () => {
    expect(localDayKey(new Date(2025, 0, 5, 23, 59))).toBe('2025-01-05');
    expect(localDayKey(new Date(2025, 11, 31, 0, 0))).toBe('2025-12-31');
  });
});

describe('promo popup "don\'t show again today"', () => {
  it('shows the popup when the player never hid it', () => {
    expect(isPopupHiddenToday(new Date(2025, 4, 10, 9), memoryStorage())).toBe(false);
  });

  it('stays hidden for the rest of the local day once hidden', () => {
    const storage = memoryStorage();
    hidePopupForToday(new Date(2025, 4, 10, 0, 1), storage);
    expect(storage.data.get(PROMO_POPUP_HIDDEN_KEY)).toBe('2025-05-10');
    expect(isPopupHiddenToday(new Date(2025, 4, 10, 23, 59, 59), storage)).toBe(true);
  });

  it('shows again as soon as the local day changes', () => {
    const storage = memoryStorage();
    hidePopupForToday(new Date(2025, 4, 10, 23, 59), storage);
    expect(isPopupHiddenToday(new Date(2025, 4, 11, 0, 0), storage)).toBe(false);
  });

  it('shows the popup when storage throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(() => hidePopupForToday(new Date(), broken)).not.toThrow();
    expect(isPopupHiddenToday(new Date(), broken)).toBe(false);
  });
});
