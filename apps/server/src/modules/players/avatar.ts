import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { storedFiles } from '../../db/schema';
import { AppError } from '../../errors';
import { sha256 } from '../../lib/tokens';
import type { AuthedPlayer } from '../accounts';
import { updatePlayer } from '../accounts';
import { sniffImageType } from '../../lib/image-type';

/** Stores an avatar image for the player, checked by its content, and makes it theirs. */
export async function saveAvatar(db: Db, authed: AuthedPlayer, bytes: Buffer, apiBase: string) {
  const contentType = sniffImageType(bytes);
  if (!contentType)
    throw new AppError('badRequest', 'Please choose a JPEG, PNG, GIF or WebP image');
  const digest = sha256(bytes);
  const publicId = randomBytes(16).toString('base64url');
  const [file] = await db
    .insert(storedFiles)
    .values({
      publicId,
      ownerPlayerId: authed.player.id,
      kind: 'avatar',
      contentType,
      size: bytes.length,
      sha256: digest,
      bytes,
    })
    .returning({ id: storedFiles.id });
  await updatePlayer(db, authed.player.id, { avatarFileId: file!.id });
  return { avatar: fileUrl(apiBase, publicId) };
}

/** Public ids: 22 base64url characters now, 32 hex for files from before migration 0010. */
const PUBLIC_ID = /^[A-Za-z0-9_-]{22,32}$/;

export const fileUrl = (apiBase: string, publicId: string) => `${apiBase}/files/${publicId}`;

/**
 * A stored avatar by its public id, for GET {base}/files/:id. The old sequential ids are not
 * served to anyone (the owner's app reads the new URL from getUserInfo).
 */
export async function readStoredFile(db: Db, publicId: string) {
  if (!PUBLIC_ID.test(publicId)) return undefined;
  const [file] = await db
    .select()
    .from(storedFiles)
    .where(and(eq(storedFiles.publicId, publicId), eq(storedFiles.kind, 'avatar')));
  return file;
}

/** The public id of a player's avatar file. */
export async function avatarPublicId(db: Db, fileId: number) {
  const [file] = await db
    .select({ publicId: storedFiles.publicId })
    .from(storedFiles)
    .where(eq(storedFiles.id, fileId));
  return file?.publicId ?? null;
}
