import { beforeEach, describe, expect, it } from 'vitest';
import { isLevelUp, lastSeenVipLevel, saveSeenVipLevel } from './levelUp';

beforeEach(() => localStorage.clear());

describe('the level this device saw', () => {
  it('is V0 before any, then the last saved, per player', () => {
    expect(lastSeenVipLevel('7')).toBe(0);
    saveSeenVipLevel('7', 2);
    saveSeenVipLevel('8', 5);
    expect(lastSeenVipLevel('7')).toBe(2);
    expect(lastSeenVipLevel('8')).toBe(5);
  });

  it('follows a relegation down, so a re-promotion is a level-up again', () => {
    saveSeenVipLevel('7', 2);
    saveSeenVipLevel('7', 1);
    expect(isLevelUp(lastSeenVipLevel('7'), 2)).toBe(true);
  });

  it('survives unreadable storage', () => {
    localStorage.setItem('vipSeenLevel', '{oops');
    expect(lastSeenVipLevel('7')).toBe(0);
  });
});

describe('isLevelUp', () => {
  it('only when the server level is above the last seen', () => {
    expect(isLevelUp(0, 1)).toBe(true);
    expect(isLevelUp(1, 1)).toBe(false);
    expect(isLevelUp(3, 2)).toBe(false);
    expect(isLevelUp(0, 0)).toBe(false);
    expect(isLevelUp(0, undefined)).toBe(false);
  });
});
