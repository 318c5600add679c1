import {
  adminAdjustmentApprove,
  adminAdjustmentCreate,
  adminAdjustmentList,
  adminAdjustmentReject,
  adminPlayerAddNote,
  adminPlayerBets,
  adminPlayerDeposits,
  adminPlayerGet,
  adminPlayerLedger,
  adminPlayerNotes,
  adminPlayerReferrals,
  adminPlayerRewards,
  adminPlayerSearch,
  adminPlayerSessions,
  adminPlayerSetStatus,
  adminPlayerWithdrawals,
} from '@khel/contract/admin-players';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { AppError } from '../../errors';
import { setPlayerStatus } from '../accounts';
import { registerAdminEndpoint, type AdminContext, type OperatorsDeps } from '../operators';
import type { AccountDirectory } from '../wallet';
import {
  approveAdjustment,
  createAdjustment,
  listAdjustments,
  rejectAdjustment,
  type AdjustmentDeps,
} from './adjustments';
import {
  assertPlayer,
  NOTES_BASE,
  PLAYER_NOT_FOUND,
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
  toNote,
  type NoteRow,
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

/** The back office's players (README.md "Back office"; docs/architecture.md §11). */
export function adminPlayerRoutes(app: FastifyInstance, options: PlayersAdminOptions) {
  const { operators } = options;
  const db = operators.db;
  const adjustments: AdjustmentDeps = {
    db,
    accounts: options.accounts,
    approvalThresholdPaise: options.adjustmentApprovalPaise,
  };

  registerAdminEndpoint(app, operators, adminPlayerSearch, (input) => searchPlayers(db, input));
  registerAdminEndpoint(app, operators, adminPlayerGet, (input) =>
    playerProfile(db, Number(input.playerId)),
  );
  registerAdminEndpoint(app, operators, adminPlayerLedger, (input) => playerLedger(db, input));
  registerAdminEndpoint(app, operators, adminPlayerDeposits, (input) => playerDeposits(db, input));
  registerAdminEndpoint(app, operators, adminPlayerWithdrawals, (input) =>
    playerWithdrawals(db, input),
  );
  registerAdminEndpoint(app, operators, adminPlayerBets, (input) => playerBets(db, input));
  registerAdminEndpoint(app, operators, adminPlayerRewards, (input) => playerRewards(db, input));
  registerAdminEndpoint(app, operators, adminPlayerSessions, (input) => playerSessions(db, input));
  registerAdminEndpoint(app, operators, adminPlayerReferrals, (input) =>
    playerReferrals(db, input),
  );
  registerAdminEndpoint(app, operators, adminPlayerNotes, (input) => playerNotes(db, input));

  registerAdminEndpoint(app, operators, adminPlayerAddNote, (input, context) =>
    context.transaction(async (tx, audit) => {
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
    }),
  );

  registerAdminEndpoint(app, operators, adminPlayerSetStatus, async (input, context) => {
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
  });

  registerAdminEndpoint(app, operators, adminAdjustmentCreate, (input, context) =>
    createAdjustment(adjustments, input, context),
  );
  registerAdminEndpoint(app, operators, adminAdjustmentList, (input) =>
    listAdjustments(adjustments, input),
  );
  registerAdminEndpoint(app, operators, adminAdjustmentApprove, (input, context) =>
    approveAdjustment(adjustments, input.id, context),
  );
  registerAdminEndpoint(app, operators, adminAdjustmentReject, (input, context) =>
    rejectAdjustment(adjustments, input, context),
  );
}
