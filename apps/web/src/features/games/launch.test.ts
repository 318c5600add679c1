import { describe, expect, it } from 'vitest';
import { HANDOFF_MAX_AGE_MS, stashLaunch, takeLaunch } from './launch';

describe('launch handoff', () => {
  it('hands the URL a tap fetched to GameWeb once', () => {
    stashLaunch(3, '/games/play/dice?token=a', 1_000);
    expect(takeLaunch(3, 2_000)).toBe('/games/play/dice?token=a');
    // A reload finds nothing and launches again: the token was one-time.
    expect(takeLaunch(3, 2_001)).toBeNull();
  });

  it('ignores a URL for another game or one that has grown old', () => {
    stashLaunch(3, '/games/play/dice?token=a', 1_000);
    expect(takeLaunch(4, 1_500)).toBeNull();
    expect(takeLaunch(3, 1_600)).toBeNull(); // taken (and dropped) by the previous call
    stashLaunch(5, '/games/play/mines?token=b', 1_000);
    expect(takeLaunch(5, 1_000 + HANDOFF_MAX_AGE_MS + 1)).toBeNull();
  });
});
