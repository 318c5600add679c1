import { KYC_IMAGE_MAX_BYTES } from '@khel/contract/constants';

/** What the server takes (it reads the bytes; this only spares a useless upload). */
const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

export type PhotoError = 'notAPhoto' | 'tooLarge';

/** Why a picked file cannot be sent, or null. */
export function photoError(file: { type: string; size: number }): PhotoError | null {
  if (!PHOTO_TYPES.includes(file.type)) return 'notAPhoto';
  if (file.size > KYC_IMAGE_MAX_BYTES) return 'tooLarge';
  return null;
}
