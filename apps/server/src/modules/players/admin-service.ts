import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { AppError } from '../../errors';
import { setPlayerStatus } from '../accounts';
import type { AdminContext, OperatorsDeps } from '../operators';
import type { AccountDirectory } from '../wallet';
import {
  assertPlayer,
  NOTES_BASE,
  PLAYER_NOT_FOUND,
  playerProfile,
  toNote,
  type NoteRow,
} from './admin-store';

/**
 * The back office's player services (README.md "Back office"): the player page's reads (the
 * read model in admin-store.ts), notes and disable / enable, each write with its audit row.
 */
export {
  playerBets,
  playerDeposits,
  playerLedger,
  playerNotes,
  playerProfile,
  playerReferrals,
  playerRewards,
  playerSessions,
  playerWithdrawals,
  searchPlayers,
} from './admin-store';

export interface PlayersAdminOptions {
  operators: OperatorsDeps;
  accounts: AccountDirectory;
  /** ADMIN_ADJUSTMENT_APPROVAL_RUPEES in paise. */
  adjustmentApprovalPaise: bigint;
}

/** Appends a note by the caller (an operator, or an API key) in the write's transaction. */
async function appendNote(
  tx: Db,
  context: AdminContext,
  playerId: number,
  kind: NoteRow['kind'],
  body: string,
) {
  const [row] = await queryRows<{ id: string }>(
    tx,
    sql`insert into player_notes (player_id, kind, body, operator_id, api_key_id, created_at)
        values (${playerId}, ${kind}, ${body}, ${context.actor.operatorId},
          ${context.actor.apiKeyId}, ${context.at})
        returning id::text as id`,
  );
  const [note] = await queryRows<NoteRow>(tx, sql`${NOTES_BASE} where n.id = ${row!.id}`);
  return toNote(note!);
}

/** Adds an operator's note; notes are never changed or removed (migration 0031). */
export function addNote(input: { playerId: string; body: string }, context: AdminContext) {
  return context.transaction(async (tx, audit) => {
    const playerId = Number(input.playerId);
    await assertPlayer(tx, playerId);
    const note = await appendNote(tx, context, playerId, 'note', input.body);
    audit({
      action: 'player.note',
      targetType: 'player',
      targetId: input.playerId,
      after: { noteId: note.id, body: note.body },
    });
    return note;
  });
}

/**
 * Disables a player (they cannot sign in or play; their sessions end) or enables them, with
 * the reason kept as a note and in the audit row.
 */
export async function setStatus(
  db: Db,
  input: { playerId: string; status: 'active' | 'disabled'; reason: string },
  context: AdminContext,
) {
  const playerId = Number(input.playerId);
  await context.transaction(async (tx, audit) => {
    const changed = await setPlayerStatus(tx, playerId, input.status);
    if (!changed) throw new AppError('notFound', PLAYER_NOT_FOUND);
    if (changed.before === input.status)
      throw new AppError('conflict', `The player is already ${input.status}`);
    await appendNote(
      tx,
      context,
      playerId,
      input.status === 'disabled' ? 'disabled' : 'enabled',
      input.reason,
    );
    audit({
      action: input.status === 'disabled' ? 'player.disable' : 'player.enable',
      targetType: 'player',
      targetId: input.playerId,
      before: { status: changed.before },
      after: { status: input.status, reason: input.reason },
    });
  });
  return playerProfile(db, playerId);
}
