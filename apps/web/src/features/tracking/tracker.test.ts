import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTracker, type AdvertiserTag, type TagLoader, type TrackingEvent } from './tracker';

describe('createTracker', () => {
  let track: ReturnType<typeof vi.fn<(event: TrackingEvent, revenue?: number) => void>>;
  let tag: AdvertiserTag;
  let load: ReturnType<typeof vi.fn<TagLoader>>;
  beforeEach(() => {
    vi.useFakeTimers();
    track = vi.fn<(event: TrackingEvent, revenue?: number) => void>();
    tag = { track, attributionId: () => null };
    load = vi.fn<TagLoader>(async () => tag);
  });
  afterEach(() => vi.useRealTimers());

  it('does nothing at all without an app id', async () => {
    const tracker = createTracker({ appId: undefined, load });
    tracker.start('+92');
    await tracker.track('login', '+92');
    expect(load).not.toHaveBeenCalled();
    expect(tracker.attributionId()).toBeNull();
  });

  it('loads the tag once, for +92 players only, and sends their events', async () => {
    const tracker = createTracker({ appId: 'app-1', load });
    await tracker.track('login', '+91');
    expect(load).not.toHaveBeenCalled();
    tracker.start('+92');
    await tracker.track('register', '+92');
    await tracker.track('login', '+92');
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith('app-1');
    expect(track.mock.calls).toEqual([['register'], ['login']]);
  });

  it('sends a purchase with its amount', async () => {
    const tracker = createTracker({ appId: 'app-1', load });
    await tracker.track('purchase', '+92', 500);
    await tracker.track('login', '+92');
    expect(track.mock.calls).toEqual([['purchase', 500], ['login']]);
  });

  it('keeps the attribution id once the tag has one', async () => {
    tag.attributionId = vi
      .fn<() => string | null>()
      .mockReturnValueOnce(null)
      .mockReturnValue('adid-9');
    const tracker = createTracker({ appId: 'app-1', load });
    tracker.start('+92');
    await vi.advanceTimersByTimeAsync(1000);
    expect(tracker.attributionId()).toBe('adid-9');
  });

  it('stays quiet when the tag cannot load', async () => {
    const failing = vi.fn<TagLoader>().mockRejectedValue(new Error('offline'));
    const tracker = createTracker({ appId: 'app-1', load: failing });
    await expect(tracker.track('login', '+92')).resolves.toBeUndefined();
  });
});
