import { describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES, avatarFileError } from './avatar';

describe('avatarFileError', () => {
  it('accepts an image up to 2 MB', () => {
    expect(avatarFileError({ type: 'image/png', size: 1 })).toBeNull();
    expect(avatarFileError({ type: 'image/jpeg', size: AVATAR_MAX_BYTES })).toBeNull();
  });

  it('refuses files that are not images', () => {
    expect(avatarFileError({ type: 'application/pdf', size: 10 })).toBe('type');
    expect(avatarFileError({ type: '', size: 10 })).toBe('type');
  });

  it('refuses images over 2 MB', () => {
    expect(avatarFileError({ type: 'image/png', size: AVATAR_MAX_BYTES + 1 })).toBe('size');
  });
});
