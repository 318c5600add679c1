import { describe, expect, it } from 'vitest';
import { resendWait, secondsLeft } from './countdown';

describe('secondsLeft', () => {
  it('rounds a part second up so the button never shows 0 s while still waiting', () => {
    expect(secondsLeft(60_000, 0)).toBe(60);
    expect(secondsLeft(60_000, 59_001)).toBe(1);
  });

  it('stops at zero', () => {
    expect(secondsLeft(60_000, 60_000)).toBe(0);
    expect(secondsLeft(60_000, 90_000)).toBe(0);
  });
});

describe('resendWait', () => {
  it('follows the server when it names a wait', () => {
    expect(resendWait({ resendAfterSeconds: 45 })).toBe(45);
  });

  it('waits 60 s when the answer does not say', () => {
    expect(resendWait(null)).toBe(60);
    expect(resendWait({})).toBe(60);
    expect(resendWait({ resendAfterSeconds: 0 })).toBe(60);
  });
});
