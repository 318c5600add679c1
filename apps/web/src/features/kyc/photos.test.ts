import { describe, expect, it } from 'vitest';
import { KYC_IMAGE_MAX_BYTES } from '@khel/contract/constants';
import { photoError } from './photos';

describe('photoError', () => {
  it('takes JPEG, PNG and WebP photos up to 5 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp']) {
      expect(photoError({ type, size: KYC_IMAGE_MAX_BYTES })).toBeNull();
    }
  });

  it('refuses other files and photos one byte too large', () => {
    expect(photoError({ type: 'application/pdf', size: 10 })).toBe('notAPhoto');
    expect(photoError({ type: 'image/gif', size: 10 })).toBe('notAPhoto');
    expect(photoError({ type: 'image/png', size: KYC_IMAGE_MAX_BYTES + 1 })).toBe('tooLarge');
  });
});
