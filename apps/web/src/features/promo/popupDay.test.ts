import { describe, expect, it } from 'vitest';
import { PROMO_POPUP_HIDDEN_KEY, hidePopupForToday, isPopupHiddenToday } from './popupDay';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  };
}

/** An instant given as platform time (GMT+5:30, offset 330 minutes). */
const ist = (local: string) => new Date(`${local}+05:30`);
const IST = 330;

describe('promo popup "don\'t show again today" (GMT+5:30)', () => {
  it('shows the popup when the player never hid it', () => {
    expect(isPopupHiddenToday(ist('2025-05-10T09:00:00'), IST, memoryStorage())).toBe(false);
  });

  it('stays hidden for the rest of the platform day once hidden', () => {
    const storage = memoryStorage();
    hidePopupForToday(ist('2025-05-10T00:01:00'), IST, storage);
    expect(storage.data.get(PROMO_POPUP_HIDDEN_KEY)).toBe('2025-05-10');
    expect(isPopupHiddenToday(ist('2025-05-10T23:59:59'), IST, storage)).toBe(true);
  });

  it('shows again at midnight GMT+5:30, whatever the device zone (18:30 UTC)', () => {
    const storage = memoryStorage();
    hidePopupForToday(new Date('2025-05-10T18:29:00Z'), IST, storage); // 23:59 in India
    expect(isPopupHiddenToday(new Date('2025-05-10T18:29:59Z'), IST, storage)).toBe(true);
    expect(isPopupHiddenToday(new Date('2025-05-10T18:30:00Z'), IST, storage)).toBe(false);
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
    expect(() => hidePopupForToday(new Date(), IST, broken)).not.toThrow();
    expect(isPopupHiddenToday(new Date(), IST, broken)).toBe(false);
  });
});
