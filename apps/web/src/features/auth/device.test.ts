import { describe, expect, it } from 'vitest';
import { describeDevice } from './device';

describe('describeDevice', () => {
  it('names an Android phone by its model', () => {
    const ua =
      'Mozilla/5.0 (Linux; Android 13; SM-A515F) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36';
    expect(describeDevice(ua)).toEqual({ deviceName: 'SM-A515F', systemVersion: 'Android 13' });
  });

  it('falls back to Android when the browser hides the model', () => {
    const ua = 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 Chrome/120 Mobile';
    expect(describeDevice(ua)).toEqual({ deviceName: 'Android', systemVersion: 'Android 10' });
  });

  it('reads the iOS version', () => {
    const ua = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2_1 like Mac OS X) AppleWebKit/605.1.15';
    expect(describeDevice(ua)).toEqual({ deviceName: 'iPhone', systemVersion: 'iOS 17.2.1' });
  });

  it('calls a desktop browser Web', () => {
    expect(describeDevice('Mozilla/5.0 (Windows NT 10.0; Win64; x64)').deviceName).toBe('Web');
    expect(describeDevice('curl/8').systemVersion).toBe('unknown');
  });
});
