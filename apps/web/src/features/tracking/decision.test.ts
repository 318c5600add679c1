import { describe, expect, it } from 'vitest';
import { shouldLoadTag } from './decision';

describe('shouldLoadTag', () => {
  it('loads the tag for +92 players when an advertiser app id is configured', () => {
    expect(shouldLoadTag({ appId: 'abc123', prefix: '+92' })).toBe(true);
  });

  it('does nothing without an app id', () => {
    expect(shouldLoadTag({ appId: undefined, prefix: '+92' })).toBe(false);
    expect(shouldLoadTag({ appId: '', prefix: '+92' })).toBe(false);
    expect(shouldLoadTag({ appId: '  ', prefix: '+92' })).toBe(false);
  });

  it('does nothing for players of other prefixes', () => {
    expect(shouldLoadTag({ appId: 'abc123', prefix: '+91' })).toBe(false);
    expect(shouldLoadTag({ appId: 'abc123', prefix: null })).toBe(false);
  });
});
