import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOAST_MS, hideLoading, showLoading, showToast, useToastStore } from './toast';

describe('toast', () => {
  afterEach(() => vi.useRealTimers());

  it('shows a message for 1.5 s', () => {
    vi.useFakeTimers();
    showToast('Saved');
    expect(useToastStore.getState().message).toBe('Saved');
    vi.advanceTimersByTime(TOAST_MS - 1);
    expect(useToastStore.getState().message).toBe('Saved');
    vi.advanceTimersByTime(1);
    expect(useToastStore.getState().message).toBeNull();
  });

  it('keeps the loading toast until it is hidden', () => {
    vi.useFakeTimers();
    showLoading('Loading');
    vi.advanceTimersByTime(600_000);
    expect(useToastStore.getState().loading).toBe('Loading');
    hideLoading();
    expect(useToastStore.getState().loading).toBeNull();
  });
});
