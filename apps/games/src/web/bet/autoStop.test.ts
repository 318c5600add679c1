import { describe, expect, it } from 'vitest';
import { autoStopAfter } from './autoStop';

describe('autoStopAfter', () => {
  const limits = { count: 10, stopProfit: 50, stopLoss: 20 };

  it('keeps going inside every limit', () => {
    expect(autoStopAfter(limits, 3, 10)).toBeNull();
    expect(autoStopAfter({ count: 0, stopProfit: 0, stopLoss: 0 }, 500, -900)).toBeNull();
  });

  it('stops on the profit target, the loss limit and the number of bets', () => {
    expect(autoStopAfter(limits, 3, 50)).toBe('profit');
    expect(autoStopAfter(limits, 3, -20)).toBe('loss');
    expect(autoStopAfter(limits, 10, 0)).toBe('count');
  });
});
