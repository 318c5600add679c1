/** The avatar file rules the server applies (by content), checked first on the client. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

export type AvatarErrorKey = 'type' | 'size';

/** An image (image/*) of at most 2 MB; the first problem otherwise. */
export function avatarFileError(file: { type: string; size: number }): AvatarErrorKey | null {
  if (!file.type.startsWith('image/')) return 'type';
  return file.size > AVATAR_MAX_BYTES ? 'size' : null;
}
