import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { storedFiles } from '../../db/schema';
import { AppError } from '../../errors';
import { sha256 } from '../../lib/tokens';
import type { AuthedPlayer } from '../accounts/sessions';
import { updatePlayer } from '../accounts/store';
import { sniffImageType } from './image-type';

/** Stores an avatar image for the player, checked by its content, and makes it theirs. */
export async function saveAvatar(db: Db, authed: AuthedPlayer, bytes: Buffer, apiBase: string) {
  const contentType = sniffImageType(bytes);
  if (!contentType)
    throw new AppError('badRequest', 'Please choose a JPEG, PNG, GIF or WebP image');
  const digest = sha256(bytes);
  const [file] = await db
    .insert(storedFiles)
    .values({
      ownerPlayerId: authed.player.id,
      kind: 'avatar',
      contentType,
      size: bytes.length,
      sha256: digest,
      bytes,
    })
    .returning({ id: storedFiles.id });
  await updatePlayer(db, authed.player.id, { avatarFileId: file!.id });
  return { avatar: `${apiBase}/files/${file!.id}` };
}

/** A stored file by id, for GET {base}/files/:id. */
export async function readStoredFile(db: Db, id: number) {
  const [file] = await db
    .select()
    .from(storedFiles)
    .where(and(eq(storedFiles.id, id), eq(storedFiles.kind, 'avatar')));
  return file;
}
